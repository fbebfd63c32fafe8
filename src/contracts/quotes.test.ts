import { describe, expect, it } from "vitest";
import { QUOTE_PAGE_SIZE, QUOTE_QUERY_LIMIT } from "./constants.ts";
import { CARD_TAG_LIMIT, QuoteListQuerySchema, visibleTags } from "./quotes.ts";

describe("visibleTags", () => {
  it("shows the first three tags and counts the rest as +N more", () => {
    expect(CARD_TAG_LIMIT).toBe(3);
    expect(visibleTags(["a", "b", "c", "d", "e"])).toEqual({ shown: ["a", "b", "c"], hidden: 2 });
  });

  it("hides nothing when there are at most three tags", () => {
    expect(visibleTags(["a", "b", "c"])).toEqual({ shown: ["a", "b", "c"], hidden: 0 });
    expect(visibleTags(["a"])).toEqual({ shown: ["a"], hidden: 0 });
    expect(visibleTags([])).toEqual({ shown: [], hidden: 0 });
  });

  it("takes another limit", () => {
    expect(visibleTags(["a", "b", "c"], 1)).toEqual({ shown: ["a"], hidden: 2 });
  });
});

describe("QuoteListQuerySchema", () => {
  it("defaults to the first page of 20", () => {
    expect(QUOTE_PAGE_SIZE).toBe(20);
    expect(QuoteListQuerySchema.parse({})).toMatchObject({ limit: 20, offset: 0 });
  });

  it("reads query-string numbers", () => {
    expect(QuoteListQuerySchema.parse({ limit: "50", offset: "40" })).toMatchObject({ limit: 50, offset: 40 });
  });

  it("allows up to 1000 quotes at once (Inspire and prefetch)", () => {
    expect(QUOTE_QUERY_LIMIT).toBe(1000);
    expect(QuoteListQuerySchema.parse({ limit: "1000" }).limit).toBe(1000);
    expect(QuoteListQuerySchema.safeParse({ limit: "1001" }).success).toBe(false);
  });

  it.each([
    ["limit", "0"],
    ["limit", "-5"],
    ["limit", "2.5"],
    ["limit", "abc"],
    ["offset", "-1"],
    ["offset", "1.5"],
    ["offset", "abc"],
  ])("refuses %s=%s", (key, value) => {
    const result = QuoteListQuerySchema.safeParse({ [key]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([key]);
  });
});
