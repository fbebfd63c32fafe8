import type { ReactionType } from "./constants.ts";

/** What choosing `chosen` does to a reaction `current` (docs/product/engagement.md). */
export type ReactionStep =
  | { kind: "add"; added: ReactionType; removed: null; next: ReactionType }
  | { kind: "remove"; added: null; removed: ReactionType; next: null }
  | { kind: "replace"; added: ReactionType; removed: ReactionType; next: ReactionType };

/** The same type again removes it; another type replaces the old one; none before adds it. */
export function reactionStep(current: ReactionType | null, chosen: ReactionType): ReactionStep {
  if (current === null) return { kind: "add", added: chosen, removed: null, next: chosen };
  if (current === chosen) return { kind: "remove", added: null, removed: chosen, next: null };
  return { kind: "replace", added: chosen, removed: current, next: chosen };
}

/** Counts by type after a step: the removed type one less (never below zero), the added one more. */
export function applyReactionStep<C extends Record<ReactionType, number>>(counts: C, step: ReactionStep): C {
  const next = { ...counts };
  if (step.removed) next[step.removed] = Math.max(0, next[step.removed] - 1);
  if (step.added) next[step.added] = next[step.added] + 1;
  return next;
}
