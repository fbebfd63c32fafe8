import { describe, expect, it } from "vitest";
import {
  apiQueryFromFilters,
  applySearchText,
  canonicalSearch,
  clearFilters,
  EMPTY_FILTERS,
  filtersFromSearch,
  parseHomeSearch,
  searchFromFilters,
  type QuoteFilters,
} from "./search-params.ts";
import { filterChips, withoutChip } from "./chips.ts";

const filters = (overrides: Partial<QuoteFilters> = {}): QuoteFilters => ({ ...EMPTY_FILTERS, ...overrides });

describe("the language filter (language=fr,de; lang:fr in the search box)", () => {
  it("reads language tags in their canonical case, without duplicates; drops what is not a tag", () => {
    expect(parseHomeSearch({ language: "FR, pt-br,fr,,not a tag,x1" })).toEqual({ language: "fr,pt-BR" });
    expect(parseHomeSearch({ language: ["de", "la,de"] })).toEqual({ language: "de,la" });
    expect(parseHomeSearch({ language: "??" })).toEqual({});
    expect(parseHomeSearch({ language: "" })).toEqual({});
  });

  it("round-trips URL → filters → URL → API query", () => {
    const search = { language: "fr,de", tags: "hope" };
    const read = filtersFromSearch(search);
    expect(read).toEqual(filters({ languages: ["fr", "de"], tags: ["hope"] }));
    expect(searchFromFilters(read)).toEqual(search);
    expect(apiQueryFromFilters(read)).toEqual({ tags: "hope", language: "fr,de" });
    expect(apiQueryFromFilters(EMPTY_FILTERS).language).toBeUndefined();
    expect(parseHomeSearch(searchFromFilters(read))).toEqual(search);
  });

  it("lifts lang: typed in the search box into the filter, accumulating; a lang: naming no tag stays text", () => {
    const next = applySearchText(filters({ languages: ["de"] }), "lang:FR lang:de pensée lang:!!");
    expect(next).toEqual(filters({ q: "pensée lang:!!", languages: ["de", "fr"] }));
    expect(canonicalSearch({ q: "lang:la cogito" })).toEqual({ q: "cogito", language: "la" });
    expect(canonicalSearch({ q: "lang:it", language: "fr" })).toEqual({ language: "fr,it" });
  });

  it("has a chip per language, named as given (else by its tag), each removed alone", () => {
    const both = filters({ languages: ["fr", "zz"], tags: ["hope"] });
    const named = filterChips(both, (tag) => (tag === "fr" ? "Français" : tag));
    expect(named.map((chip) => chip.label)).toEqual(["tag: hope", "language: Français", "language: zz"]);
    expect(named.map((chip) => chip.kind)).toEqual(["tag", "language", "language"]);
    expect(filterChips(both).map((chip) => chip.label)).toContain("language: fr");
    expect(withoutChip(both, named[1]!)).toEqual(filters({ languages: ["zz"], tags: ["hope"] }));
    expect(clearFilters(both)).toEqual(EMPTY_FILTERS);
  });
});
