import { describe, expect, it } from "vitest";
import { parseTrendingSearch, searchForWindow, windowOf } from "./trending-search.ts";

describe("trending search parameters", () => {
  it("keeps a known window other than the default", () => {
    expect(parseTrendingSearch({ window: "24h" })).toEqual({ window: "24h" });
    expect(parseTrendingSearch({ window: "30d" })).toEqual({ window: "30d" });
  });

  it("drops the default, unknown values and other parameters", () => {
    expect(parseTrendingSearch({ window: "7d" })).toEqual({});
    expect(parseTrendingSearch({ window: "1y", q: "x" })).toEqual({});
    expect(parseTrendingSearch({ window: 24 })).toEqual({});
    expect(parseTrendingSearch({})).toEqual({});
  });

  it("reads a missing window as 7 days and links the default with a bare URL", () => {
    expect(windowOf({})).toBe("7d");
    expect(windowOf({ window: "24h" })).toBe("24h");
    expect(searchForWindow("7d")).toEqual({});
    expect(searchForWindow("30d")).toEqual({ window: "30d" });
  });
});
