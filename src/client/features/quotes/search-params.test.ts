import { describe, expect, it } from "vitest";
import {
  apiQueryFromFilters,
  applySearchText,
  canonicalSearch,
  clearFilters,
  EMPTY_FILTERS,
  filtersFromSearch,
  keepOfferedFilters,
  MAX_LIST_PAGE,
  nextSearch,
  parseHomeSearch,
  searchFromFilters,
  searchWithFilter,
  splitList,
  withFilter,
  type QuoteFilters,
} from "./search-params.ts";
import { filterChips, withoutChip } from "./chips.ts";

const filters = (overrides: Partial<QuoteFilters> = {}): QuoteFilters => ({ ...EMPTY_FILTERS, ...overrides });

describe("parseHomeSearch (the home route's validateSearch)", () => {
  it("keeps every parameter of docs/product/screens.md with a usable value", () => {
    expect(
      parseHomeSearch({
        q: "love",
        categories: "wisdom",
        authors: "Mark Twain",
        tags: "hope,life",
        status: "pending",
        sort: "popular",
        view: "list",
        audio: "with",
        bookmarked: "true",
        reacted: "true",
        display: "full",
      }),
    ).toEqual({
      q: "love",
      categories: "wisdom",
      authors: "Mark Twain",
      tags: "hope,life",
      status: "pending",
      sort: "popular",
      view: "list",
      audio: "with",
      bookmarked: true,
      reacted: true,
      display: "full",
    });
  });

  it("drops empty values, unknown values and unknown parameters", () => {
    expect(
      parseHomeSearch({
        q: "  ",
        categories: "",
        tags: ",,",
        status: "draft",
        sort: "random",
        view: "table",
        audio: "maybe",
        bookmarked: "false",
        reacted: "1",
        display: "huge",
        page: "1",
        offset: "2",
      }),
    ).toEqual({});
  });

  it("reads a page of results from 2 to MAX_LIST_PAGE, and anything else as the first", () => {
    expect(parseHomeSearch({ page: "2" })).toEqual({ page: 2 });
    expect(parseHomeSearch({ page: 3 })).toEqual({ page: 3 });
    expect(parseHomeSearch({ page: String(MAX_LIST_PAGE) })).toEqual({ page: MAX_LIST_PAGE });
    for (const page of ["0", "1", "-2", "2.5", "x", "1e3", String(MAX_LIST_PAGE + 1), "99999999", ["2", "3"]]) {
      expect(parseHomeSearch({ page })).toEqual({});
    }
  });

  it("keeps the page in the canonical URL, and starts again from the first on a filter change", () => {
    expect(canonicalSearch({ page: 3, view: "list", q: "tag:hope" })).toEqual({ tags: "hope", view: "list", page: 3 });
    expect(nextSearch({ page: 3, view: "list" }, { ...EMPTY_FILTERS, category: "love" })).toEqual({
      categories: "love",
      view: "list",
    });
  });

  it("never throws, whatever it is given", () => {
    expect(parseHomeSearch(undefined)).toEqual({});
    expect(parseHomeSearch("q=love")).toEqual({});
    expect(parseHomeSearch({ q: { nested: true }, tags: [null] })).toEqual({});
  });

  it("reads numbers and booleans as text (a search for 1984)", () => {
    expect(parseHomeSearch({ q: 1984, bookmarked: true })).toEqual({ q: "1984", bookmarked: true });
  });

  it("keeps one category: the last one listed, lower-cased", () => {
    expect(parseHomeSearch({ categories: "Love,Wisdom" })).toEqual({ categories: "wisdom" });
  });

  it("keeps one author whole, commas included", () => {
    expect(parseHomeSearch({ authors: "  Martin Luther King,  Jr. " })).toEqual({ authors: "Martin Luther King, Jr." });
  });

  it("accumulates tags lower-cased without duplicates; a repeated parameter joins the list", () => {
    expect(parseHomeSearch({ tags: "Hope, life,HOPE,,love " })).toEqual({ tags: "hope,life,love" });
    expect(parseHomeSearch({ tags: ["hope", "life,hope"] })).toEqual({ tags: "hope,life" });
  });

  it("reads enum values case-insensitively", () => {
    expect(parseHomeSearch({ sort: "Views", view: "LIST", display: "Clean" })).toEqual({
      sort: "views",
      view: "list",
      display: "clean",
    });
  });
});

describe("the attribution filter (attribution=verified,disputed; is:verified in the search box)", () => {
  it("reads known statuses in one order, case-insensitively, without duplicates; drops the rest", () => {
    expect(parseHomeSearch({ attribution: "Misattributed, verified,x,VERIFIED" })).toEqual({
      attribution: "verified,misattributed",
    });
    expect(parseHomeSearch({ attribution: ["disputed", "attributed"] })).toEqual({
      attribution: "attributed,disputed",
    });
    expect(parseHomeSearch({ attribution: "everything" })).toEqual({});
    expect(parseHomeSearch({ attribution: "" })).toEqual({});
  });

  it("round-trips URL → filters → URL → API query", () => {
    const search = { attribution: "verified,disputed", tags: "hope" };
    const read = filtersFromSearch(search);
    expect(read).toEqual(filters({ attribution: ["verified", "disputed"], tags: ["hope"] }));
    expect(searchFromFilters(read)).toEqual(search);
    expect(apiQueryFromFilters(read)).toEqual({ tags: "hope", attribution: "verified,disputed" });
    expect(apiQueryFromFilters(EMPTY_FILTERS).attribution).toBeUndefined();
  });

  it("lifts is: typed in the search box into the filter, accumulating; an is: naming no status stays text", () => {
    const next = applySearchText(filters({ attribution: ["disputed"] }), "is:Verified is:disputed luck is:famous");
    expect(next).toEqual(filters({ q: "luck is:famous", attribution: ["verified", "disputed"] }));
    expect(canonicalSearch({ q: "is:misattributed love" })).toEqual({ q: "love", attribution: "misattributed" });
    expect(canonicalSearch({ q: "is:verified", attribution: "misattributed" })).toEqual({
      attribution: "verified,misattributed",
    });
  });

  it("has a chip per status, each removed alone, and Clear filters removes them", () => {
    const both = filters({ attribution: ["verified", "misattributed"], tags: ["hope"] });
    const chips = filterChips(both);
    expect(chips.map((chip) => chip.label)).toEqual([
      "tag: hope",
      "attribution: verified",
      "attribution: misattributed",
    ]);
    expect(withoutChip(both, chips[1]!).attribution).toEqual(["misattributed"]);
    expect(withoutChip(both, chips[2]!)).toEqual(filters({ attribution: ["verified"], tags: ["hope"] }));
    expect(clearFilters(both)).toEqual(EMPTY_FILTERS);
  });
});

describe("splitList", () => {
  it("trims, drops empties and duplicates (case-insensitively), keeping the first spelling", () => {
    expect(splitList(" a, B ,,b, c ")).toEqual(["a", "B", "c"]);
    expect(splitList(undefined)).toEqual([]);
  });
});

describe("URL ↔ filters", () => {
  it("reads the URL into filters with the default sort", () => {
    expect(filtersFromSearch({})).toEqual(EMPTY_FILTERS);
    expect(
      filtersFromSearch({ categories: "love", authors: "Seneca", tags: "hope,life", audio: "without", reacted: true }),
    ).toEqual(filters({ category: "love", author: "Seneca", tags: ["hope", "life"], audio: "without", reacted: true }));
  });

  it("lifts prefixes typed into q into their own filters", () => {
    expect(filtersFromSearch({ q: 'author:"Mark Twain" c:Love t:hope "to be" luck', tags: "life" })).toEqual(
      filters({ q: '"to be" luck', author: "Mark Twain", category: "love", tags: ["life", "hope"] }),
    );
  });

  it("writes filters back without empty values or the default sort", () => {
    expect(searchFromFilters(EMPTY_FILTERS)).toEqual({});
    expect(searchFromFilters(filters({ q: "  ", tags: [], sort: "latest", bookmarked: false }))).toEqual({});
    expect(
      searchFromFilters(
        filters({
          q: "luck",
          category: "love",
          author: "Seneca",
          tags: ["hope", "life"],
          status: "rejected",
          sort: "views",
          audio: "with",
          bookmarked: true,
          reacted: true,
        }),
      ),
    ).toEqual({
      q: "luck",
      categories: "love",
      authors: "Seneca",
      tags: "hope,life",
      status: "rejected",
      sort: "views",
      audio: "with",
      bookmarked: true,
      reacted: true,
    });
  });

  it("round-trips: URL → filters → URL", () => {
    const search = {
      q: '"to be" luck',
      categories: "love",
      authors: "Seneca",
      tags: "hope,life",
      sort: "popular",
    } as const;
    expect(searchFromFilters(filtersFromSearch(search))).toEqual(search);
  });

  it("keeps the page's view and display when the filters change", () => {
    expect(nextSearch({ view: "list", display: "full", tags: "hope" }, filters({ tags: ["life"] }))).toEqual({
      tags: "life",
      view: "list",
      display: "full",
    });
  });

  it("keeps the page options (a kiosk link, debug mode, the clean flag) through the canonical rewrite", () => {
    const search = parseHomeSearch({
      tags: "love",
      inspire: "full",
      list: "b3f1c2d4-0000-4000-8000-000000000001",
      debugmode: "true",
      clean: "true",
    });
    expect(canonicalSearch(search)).toEqual({
      tags: "love",
      inspire: "full",
      list: "b3f1c2d4-0000-4000-8000-000000000001",
      debugmode: "true",
      clean: true,
    });
    expect(parseHomeSearch({ inspire: "sideways", list: "../x", debugmode: "maybe", clean: "no" })).toEqual({});
    expect(nextSearch({ inspire: "full", tags: "love" }, filters({ tags: ["hope"] }))).toEqual({
      tags: "hope",
      inspire: "full",
    });
  });

  it("canonicalises a hand-written URL", () => {
    expect(canonicalSearch({ q: "author:Twain love", sort: "latest", view: "grid" })).toEqual({
      q: "love",
      authors: "Twain",
      view: "grid",
    });
  });
});

describe("keepOfferedFilters", () => {
  const all = filters({ tags: ["hope"], audio: "with", bookmarked: true, reacted: true });

  it("leaves out the filters whose switch is off, and only those", () => {
    expect(keepOfferedFilters(all, { bookmarked: false, reacted: false, audio: false })).toEqual(
      filters({ tags: ["hope"] }),
    );
    expect(keepOfferedFilters(all, { bookmarked: true, reacted: false, audio: false })).toEqual(
      filters({ tags: ["hope"], bookmarked: true }),
    );
    expect(keepOfferedFilters(all, { bookmarked: true, reacted: true, audio: true })).toEqual(all);
  });
});

describe("the search box (applySearchText)", () => {
  it("turns author: and category: into their one value, replacing the previous one", () => {
    const next = applySearchText(filters({ author: "Seneca", category: "love" }), "a:Twain category:Wisdom");
    expect(next.author).toBe("Twain");
    expect(next.category).toBe("wisdom");
    expect(next.q).toBe("");
  });

  it("accumulates tag: values without duplicates", () => {
    const next = applySearchText(filters({ tags: ["hope"] }), "tag:Hope t:life tag:life");
    expect(next.tags).toEqual(["hope", "life"]);
  });

  it("keeps free text, phrases, description: and ctx: as the search text", () => {
    const next = applySearchText(EMPTY_FILTERS, 'luck d:stoic ctx:"letters to" "exact words" author:Seneca');
    expect(next).toEqual(filters({ q: 'description:stoic ctx:"letters to" "exact words" luck', author: "Seneca" }));
  });

  it("replaces the previous search text; an empty box clears it and leaves the other filters", () => {
    expect(applySearchText(filters({ q: "old", tags: ["hope"] }), "new").q).toBe("new");
    expect(applySearchText(filters({ q: "old", tags: ["hope"] }), "  ")).toEqual(filters({ tags: ["hope"] }));
  });
});

describe("URL filters → API query (GET /api/quotes)", () => {
  it("leaves the default order to the server (relevance for searches) and leaves out empty values", () => {
    expect(apiQueryFromFilters(EMPTY_FILTERS)).toEqual({});
    expect(apiQueryFromFilters(filters({ q: " ", tags: [], bookmarked: false }))).toEqual({});
    expect(apiQueryFromFilters(filters({ q: "luck", sort: "latest" }))).toEqual({ q: "luck" });
  });

  it("maps each filter to its parameter, lists comma-separated", () => {
    expect(
      apiQueryFromFilters(
        filters({
          q: '"to be" luck',
          category: "love",
          author: "Seneca",
          tags: ["hope", "life"],
          status: "pending",
          sort: "popular",
          audio: "with",
          bookmarked: true,
          reacted: true,
        }),
      ),
    ).toEqual({
      q: '"to be" luck',
      categories: "love",
      authors: "Seneca",
      tags: "hope,life",
      status: "pending",
      sort: "popular",
      audio: "with",
      bookmarked: "true",
      reacted: "true",
    });
  });

  it("sends an author whose name holds a comma inside q, where the server reads it whole", () => {
    expect(apiQueryFromFilters(filters({ author: "Martin Luther King, Jr.", q: "dream" }))).toEqual({
      q: 'author:"Martin Luther King, Jr." dream',
    });
  });
});

describe("clicking a category, author or tag (withFilter, searchWithFilter)", () => {
  it("replaces the category and the author, and accumulates tags without duplicates", () => {
    const start = filters({ category: "love", author: "Seneca", tags: ["hope"] });
    expect(withFilter(start, "category", "Wisdom").category).toBe("wisdom");
    expect(withFilter(start, "author", "Mark Twain").author).toBe("Mark Twain");
    expect(withFilter(start, "tag", "Life").tags).toEqual(["hope", "life"]);
    expect(withFilter(start, "tag", "HOPE").tags).toEqual(["hope"]);
    expect(withFilter(start, "tag", "  ")).toBe(start);
  });

  it("builds on the home page's search, keeping view and display", () => {
    expect(searchWithFilter({ tags: "hope", view: "list", display: "clean", sort: "views" }, "tag", "life")).toEqual({
      tags: "hope,life",
      sort: "views",
      view: "list",
      display: "clean",
    });
  });

  it("starts a new list from any other page", () => {
    expect(searchWithFilter({}, "author", "Seneca")).toEqual({ authors: "Seneca" });
    expect(searchWithFilter(undefined, "category", "love")).toEqual({ categories: "love" });
  });
});

describe("chips", () => {
  const all = filters({
    q: 'luck "to be" description:stoic ctx:letters',
    author: "Seneca",
    category: "wisdom",
    tags: ["hope", "life"],
    status: "pending",
    audio: "with",
    bookmarked: true,
    reacted: true,
  });

  it("has one chip per active filter", () => {
    expect(filterChips(EMPTY_FILTERS)).toEqual([]);
    expect(filterChips(filters({ sort: "popular" }))).toEqual([]);
    expect(filterChips(all).map((chip) => chip.label)).toEqual([
      "search: luck",
      '"to be"',
      "author: Seneca",
      "category: wisdom",
      "tag: hope",
      "tag: life",
      "description: stoic",
      "context: letters",
      "status: pending",
      "audio: with audio",
      "bookmarked",
      "reacted",
    ]);
    const ids = filterChips(all).map((chip) => chip.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("removing a chip removes only its filter", () => {
    const remove = (label: string) => {
      const chip = filterChips(all).find((c) => c.label === label);
      if (!chip) throw new Error(`no chip ${label}`);
      return withoutChip(all, chip);
    };
    expect(remove("search: luck").q).toBe('description:stoic ctx:letters "to be"');
    expect(remove('"to be"').q).toBe("description:stoic ctx:letters luck");
    expect(remove("description: stoic").q).toBe('ctx:letters "to be" luck');
    expect(remove("context: letters").q).toBe('description:stoic "to be" luck');
    expect(remove("author: Seneca").author).toBeUndefined();
    expect(remove("category: wisdom").category).toBeUndefined();
    expect(remove("tag: hope").tags).toEqual(["life"]);
    expect(remove("status: pending").status).toBeUndefined();
    expect(remove("audio: with audio").audio).toBeUndefined();
    expect(remove("bookmarked").bookmarked).toBe(false);
    expect(remove("reacted").reacted).toBe(false);
    // Every other filter stays.
    expect(filterChips(remove("tag: hope"))).toHaveLength(filterChips(all).length - 1);
  });

  it("Clear filters removes every filter but keeps the order", () => {
    expect(clearFilters({ ...all, sort: "views" })).toEqual(filters({ sort: "views" }));
  });
});
