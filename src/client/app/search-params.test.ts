import { describe, expect, it } from "vitest";
import { parseSearch, stringifySearch } from "./search-params.ts";

describe("URL search parameters as plain text", () => {
  it("reads every value as text; a repeated key as a list", () => {
    expect(parseSearch("?q=1984&bookmarked=true&tags=hope,life&authors=Mark+Twain")).toEqual({
      q: "1984",
      bookmarked: "true",
      tags: "hope,life",
      authors: "Mark Twain",
    });
    expect(parseSearch("tags=hope&tags=life")).toEqual({ tags: ["hope", "life"] });
    expect(parseSearch("")).toEqual({});
  });

  it("writes readable URLs: commas and colons as they are, spaces as +", () => {
    expect(stringifySearch({ q: 'author:"Mark Twain" luck', tags: "hope,life", bookmarked: true })).toBe(
      "?q=author:%22Mark+Twain%22+luck&tags=hope,life&bookmarked=true",
    );
  });

  it("leaves out undefined, null and empty values", () => {
    expect(stringifySearch({ q: "", tags: undefined, status: null })).toBe("");
  });

  it("round-trips text that looks like JSON, plus signs and ampersands", () => {
    const search = { q: "1984", authors: "Simon & Garfunkel", tags: "c++,true" };
    expect(stringifySearch(search)).toBe("?q=1984&authors=Simon+%26+Garfunkel&tags=c%2B%2B,true");
    expect(parseSearch(stringifySearch(search))).toEqual(search);
  });
});
