import type { ReactionCounts } from "#contracts/engagement.ts";

/** All reactions a quote has had. */
export const totalOf = (counts: ReactionCounts) => Object.values(counts).reduce((sum, n) => sum + n, 0);
