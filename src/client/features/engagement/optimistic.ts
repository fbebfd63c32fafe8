import type { ReactionType } from "#contracts/constants.ts";
import { applyReactionStep, reactionStep } from "#contracts/reaction-toggle.ts";
import type { EngagedQuote } from "./engagement-cache.ts";

export { totalOf } from "./reaction-total.ts";

/** A quote as it looks once bookmarked (or not): the count moves only when the state really changes. */
export function bookmarkPatch(bookmarked: boolean) {
  return <Q extends EngagedQuote>(quote: Q): Q => {
    if (quote.bookmarked === bookmarked) return quote;
    const count = Math.max(0, quote.bookmark_count + (bookmarked ? 1 : -1));
    return { ...quote, bookmarked, bookmark_count: count };
  };
}

/** A quote as it looks after its viewer chooses `chosen`, by the toggle rules, from its own counts. */
export function reactionPatch(chosen: ReactionType) {
  return <Q extends EngagedQuote>(quote: Q): Q => {
    const step = reactionStep(quote.user_reaction, chosen);
    const reaction_counts = applyReactionStep(quote.reaction_counts, step);
    return { ...quote, reaction_counts, user_reaction: step.next };
  };
}

/**
 * Numbers the toggles of one quote, so that only the answer to the latest click writes the caches: an earlier
 * answer arriving later must not undo what the later click showed.
 */
export function createToggleTurns() {
  const latest = new Map<string, number>();
  let counter = 0;
  return {
    start(key: string): number {
      counter += 1;
      latest.set(key, counter);
      return counter;
    },
    isLatest(key: string, turn: number): boolean {
      return latest.get(key) === turn;
    },
  };
}

export const latestToggles = createToggleTurns();
