/** Quote bodies for the admin insights tests (statistics, analytics): each with a text of its own. */

let counter = 0;
export const fresh = (status: string) => ({
  text: `Insight test thought ${++counter}: the ${counter * 7919}th river finds the sea.`,
  author: "Ina Sight",
  category: "wisdom",
  status,
});
