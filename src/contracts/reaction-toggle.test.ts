import { describe, expect, it } from "vitest";
import { emptyReactionCounts } from "./engagement.ts";
import { applyReactionStep, reactionStep } from "./reaction-toggle.ts";

describe("reaction toggle rules", () => {
  it("adds a first reaction", () => {
    const step = reactionStep(null, "like");
    expect(step).toMatchObject({ kind: "add", next: "like" });
    expect(applyReactionStep(emptyReactionCounts(), step)).toMatchObject({ like: 1, funny: 0 });
  });

  it("removes the same type chosen again", () => {
    const step = reactionStep("like", "like");
    expect(step).toMatchObject({ kind: "remove", next: null });
    expect(applyReactionStep({ ...emptyReactionCounts(), like: 3 }, step)).toMatchObject({ like: 2 });
  });

  it("replaces another type and decrements the old one", () => {
    const step = reactionStep("like", "funny");
    expect(step).toMatchObject({ kind: "replace", removed: "like", added: "funny", next: "funny" });
    expect(applyReactionStep({ ...emptyReactionCounts(), like: 1, funny: 4 }, step)).toMatchObject({
      like: 0,
      funny: 5,
    });
  });

  it("never counts below zero and leaves the input alone", () => {
    const counts = emptyReactionCounts();
    expect(applyReactionStep(counts, reactionStep("dislike", "dislike")).dislike).toBe(0);
    expect(counts.like).toBe(0);
  });
});
