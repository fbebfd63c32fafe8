/** How many notices the header's bell shows; the dashboard lists more. */
export const BELL_LIMIT = 10;

/** The bell's accessible name: "Notifications", or "Notifications, 3 unread". */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : "Notifications";
}

/** The count on the bell: "3", or "99+" beyond. */
export function unreadBadge(unread: number): string {
  return unread > 99 ? "99+" : String(unread);
}
