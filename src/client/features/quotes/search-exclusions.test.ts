import { describe, expect, it } from "vitest";
import { filterChips, withoutChip } from "./chips.ts";
import {
  apiQueryFromFilters,
  applySearchText,
  EMPTY_FILTERS,
  filtersFromSearch,
  searchFromFilters,
  type QuoteFilters,
} from "./search-params.ts";

const filters = (over: Partial<QuoteFilters>): QuoteFilters => ({ ...EMPTY_FILTERS, ...over });

describe('search exclusions (-author:, -category:, -tag:, -"phrase")', () => {
  it("shows exclusions typed in the search box as chips of their own, removed one at a time", () => {
    const next = applySearchText(
      filters({ tags: ["hope"] }),
      'luck -author:"Mark Twain" -category:love -tag:war -"to be" -t:war',
    );
    expect(next.q).toBe('-author:"Mark Twain" -category:love -tag:war -"to be" luck');
    expect(next.tags).toEqual(["hope"]);
    const chips = filterChips(next);
    expect(chips.map((chip) => [chip.kind, chip.label])).toEqual([
      ["text", "search: luck"],
      ["tag", "tag: hope"],
      ["not-author", "not author: Mark Twain"],
      ["not-category", "not category: love"],
      ["not-tag", "not tag: war"],
      ["not-phrase", "not phrase: to be"],
    ]);
    expect(chips.filter((chip) => chip.kind.startsWith("not-")).map((chip) => chip.kind)).toEqual([
      "not-author",
      "not-category",
      "not-tag",
      "not-phrase",
    ]);
    const without = (kind: string) =>
      withoutChip(
        next,
        chips.find((chip) => chip.kind === kind)!,
      ).q;
    expect(without("not-author")).toBe('-category:love -tag:war -"to be" luck');
    expect(without("not-category")).toBe('-author:"Mark Twain" -tag:war -"to be" luck');
    expect(without("not-tag")).toBe('-author:"Mark Twain" -category:love -"to be" luck');
    expect(without("not-phrase")).toBe('-author:"Mark Twain" -category:love -tag:war luck');
    expect(withoutChip(next, chips[0]!).q).toBe('-author:"Mark Twain" -category:love -tag:war -"to be"');
    // The API gets them in q, and the URL keeps them.
    expect(apiQueryFromFilters(next).q).toBe(next.q);
    expect(filtersFromSearch(searchFromFilters(next))).toEqual(next);
  });
});
