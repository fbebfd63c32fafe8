import { describe, expect, it } from "vitest";
import * as quotes from "./quotes.ts";
import { CARD_TAG_LIMIT, visibleTags } from "./tags.ts";

describe("tags.ts (zod-free, for the quote cards)", () => {
  it("shows the first three tags and counts the rest", () => {
    expect(CARD_TAG_LIMIT).toBe(3);
    expect(visibleTags(["a", "b", "c", "d"])).toEqual({ shown: ["a", "b", "c"], hidden: 1 });
  });

  it("is what quotes.ts re-exports", () => {
    expect(quotes.visibleTags).toBe(visibleTags);
    expect(quotes.CARD_TAG_LIMIT).toBe(CARD_TAG_LIMIT);
  });
});
