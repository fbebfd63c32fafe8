import { describe, expect, it } from "vitest";
import { emptyReactionCounts } from "#contracts/engagement.ts";
import { makeQuote } from "#client/test-utils.tsx";
import { bookmarkPatch, createToggleTurns, reactionPatch } from "./optimistic.ts";

describe("bookmarkPatch", () => {
  it("bookmarks and un-bookmarks with the count following", () => {
    const quote = makeQuote({ bookmark_count: 4 });
    const kept = bookmarkPatch(true)(quote);
    expect(kept).toMatchObject({ bookmarked: true, bookmark_count: 5 });
    expect(bookmarkPatch(false)(kept)).toMatchObject({ bookmarked: false, bookmark_count: 4 });
  });

  it("changes nothing when the state is already the wanted one, and never counts below zero", () => {
    const quote = makeQuote({ bookmarked: true, bookmark_count: 0 });
    expect(bookmarkPatch(true)(quote)).toBe(quote);
    expect(bookmarkPatch(false)(quote).bookmark_count).toBe(0);
  });
});

describe("reactionPatch", () => {
  it("adds, replaces (decrementing the old type) and removes", () => {
    const quote = makeQuote({ reaction_counts: { ...emptyReactionCounts(), like: 2 } });
    const funny = reactionPatch("funny")(quote);
    expect(funny).toMatchObject({ user_reaction: "funny", reaction_counts: { like: 2, funny: 1 } });
    const like = reactionPatch("like")(funny);
    expect(like).toMatchObject({ user_reaction: "like", reaction_counts: { like: 3, funny: 0 } });
    const none = reactionPatch("like")(like);
    expect(none).toMatchObject({ user_reaction: null, reaction_counts: { like: 2, funny: 0 } });
  });
});

describe("toggle turns", () => {
  it("lets only the latest toggle of a quote write the caches", () => {
    const turns = createToggleTurns();
    const first = turns.start("bookmark:a");
    const other = turns.start("bookmark:b");
    const second = turns.start("bookmark:a");
    expect(turns.isLatest("bookmark:a", first)).toBe(false);
    expect(turns.isLatest("bookmark:a", second)).toBe(true);
    expect(turns.isLatest("bookmark:b", other)).toBe(true);
  });
});
