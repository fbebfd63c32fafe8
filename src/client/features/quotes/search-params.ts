import type { AttributionStatus } from "#contracts/constants.ts";
import type { QuoteListParams } from "#contracts/quotes.ts";
import { formatSearchQuery, parseSearchQuery } from "#contracts/search-syntax.ts";
import {
  attributionList,
  DEFAULT_SORT,
  languageList,
  parseHomeSearch,
  splitList,
  type AudioFilter,
  type HomeSearch,
  type HomeSort,
  type ListStatus,
} from "./home-search.ts";
import type { OfferedFilters } from "./offered-filters.ts";

export * from "./home-search.ts";

const lower = (v: string) => v.toLowerCase();

/**
 * The home list's URL search parameters (docs/product/screens.md) and how they map to the API query of GET /api/quotes
 * (docs/api.md) and to the filter chips. Everything here is pure; the home route validates its search with
 * `parseHomeSearch` and the list reads and writes it through these functions.
 *
 * URL:     ?q=…&categories=love&authors=Mark+Twain&tags=hope,life&status=pending&attribution=verified,disputed
 *          &language=fr,de&sort=popular&view=list&audio=with&bookmarked=true&reacted=true&display=full
 * Filters: { q, category, author, tags[], status, attribution[], languages[], audio, sort, bookmarked, reacted } —
 *          category, author and audio hold one value; tags, attribution statuses (`is:verified` typed in the search
 *          box) and languages (`lang:fr`) accumulate without duplicates; q keeps only what has no parameter of its
 *          own (free text, "phrases", description:, ctx: and the exclusions -author:, -category:, -tag:, -"phrase").
 */

// ---------------------------------------------------------------------------------------------
// Filters
// ---------------------------------------------------------------------------------------------

export interface QuoteFilters {
  /**
   * What the search box holds beyond the filters with parameters of their own: free text, "phrases", description:,
   * ctx: and the exclusions.
   */
  q: string;
  category?: string;
  author?: string;
  tags: string[];
  status?: ListStatus;
  /** Attribution statuses, any of which a quote may have; in ATTRIBUTION_STATUSES's order. */
  attribution: AttributionStatus[];
  /** Canonical BCP 47 tags, any of which a quote's language may be (`pt` also matches `pt-BR`). */
  languages: string[];
  audio?: AudioFilter;
  sort: HomeSort;
  bookmarked: boolean;
  reacted: boolean;
}

export const EMPTY_FILTERS: QuoteFilters = {
  q: "",
  tags: [],
  attribution: [],
  languages: [],
  sort: DEFAULT_SORT,
  bookmarked: false,
  reacted: false,
};

function addTags(tags: readonly string[], more: readonly string[]): string[] {
  const out = [...tags];
  for (const tag of more) {
    const value = tag.trim().toLowerCase();
    if (value && !out.includes(value)) out.push(value);
  }
  return out;
}

const withLanguages = (languages: readonly string[], more: readonly string[]) => [...new Set([...languages, ...more])];

/**
 * Applies search-box text to the filters (docs/product/quotes-and-search.md): author: and category: replace the one value,
 * tag:, is: and lang: values accumulate without duplicates, and the rest (free text, "phrases", description:, ctx:,
 * exclusions) becomes q.
 */
export function applySearchText(filters: QuoteFilters, input: string): QuoteFilters {
  const parsed = parseSearchQuery(input);
  return {
    ...filters,
    q: formatSearchQuery({
      text: parsed.text,
      phrases: parsed.phrases,
      description: parsed.description,
      context: parsed.context,
      exclude: parsed.exclude,
    }),
    author: parsed.author ?? filters.author,
    category: parsed.category ?? filters.category,
    tags: addTags(filters.tags, parsed.tags),
    attribution: attributionList([...filters.attribution, ...parsed.attribution]),
    languages: withLanguages(filters.languages, parsed.languages),
  };
}

/** The filters a URL describes. Prefixes typed into `q` by hand are lifted into their own filters. */
export function filtersFromSearch(search: HomeSearch): QuoteFilters {
  const base: QuoteFilters = {
    q: "",
    category: search.categories,
    author: search.authors,
    tags: splitList(search.tags, lower),
    status: search.status,
    attribution: attributionList(search.attribution),
    languages: languageList(search.language),
    audio: search.audio,
    sort: search.sort ?? DEFAULT_SORT,
    bookmarked: search.bookmarked === true,
    reacted: search.reacted === true,
  };
  return search.q ? applySearchText(base, search.q) : base;
}

/** The filters without those that are not offered yet (see offered-filters.ts). */
export function keepOfferedFilters(filters: QuoteFilters, offered: OfferedFilters): QuoteFilters {
  return {
    ...filters,
    audio: offered.audio ? filters.audio : undefined,
    bookmarked: offered.bookmarked && filters.bookmarked,
    reacted: offered.reacted && filters.reacted,
  };
}

/** The URL parameters of the filters: empty values and the default sort left out. */
export function searchFromFilters(filters: QuoteFilters): HomeSearch {
  const search: HomeSearch = {};
  const q = filters.q.trim();
  if (q) search.q = q;
  if (filters.category) search.categories = filters.category;
  if (filters.author) search.authors = filters.author;
  if (filters.tags.length > 0) search.tags = filters.tags.join(",");
  if (filters.status) search.status = filters.status;
  if (filters.attribution.length > 0) search.attribution = filters.attribution.join(",");
  if (filters.languages.length > 0) search.language = filters.languages.join(",");
  if (filters.sort !== DEFAULT_SORT) search.sort = filters.sort;
  if (filters.audio) search.audio = filters.audio;
  if (filters.bookmarked) search.bookmarked = true;
  if (filters.reacted) search.reacted = true;
  return search;
}

/** The next URL search: these filters, with the page's view and display kept. */
export function nextSearch(current: HomeSearch, filters: QuoteFilters): HomeSearch {
  const next = searchFromFilters(filters);
  if (current.view) next.view = current.view;
  if (current.display) next.display = current.display;
  if (current.inspire) next.inspire = current.inspire;
  if (current.list) next.list = current.list;
  if (current.debugmode) next.debugmode = current.debugmode;
  if (current.clean) next.clean = current.clean;
  return next;
}

/** Query of GET /api/quotes without paging; empty values are left out (docs/api.md). */
export type QuotesApiFilters = Omit<QuoteListParams, "limit" | "offset">;

/**
 * The API query of the filters. The server reads `authors` as a comma-separated list, so an author whose
 * name holds a comma travels as `author:"…"` inside q, which the server's parser reads whole.
 */
export function apiQueryFromFilters(filters: QuoteFilters): QuotesApiFilters {
  const commaAuthor = filters.author?.includes(",") ? filters.author : undefined;
  const q = [commaAuthor ? formatSearchQuery({ author: commaAuthor }) : "", filters.q.trim()].filter(Boolean).join(" ");
  // In docs/product/screens.md's order, so that equal filters make equal query keys and URLs.
  const query: QuotesApiFilters = {};
  if (q) query.q = q;
  if (filters.category) query.categories = filters.category;
  if (filters.author && !commaAuthor) query.authors = filters.author;
  if (filters.tags.length > 0) query.tags = filters.tags.join(",");
  if (filters.status) query.status = filters.status;
  if (filters.attribution.length > 0) query.attribution = filters.attribution.join(",");
  if (filters.languages.length > 0) query.language = filters.languages.join(",");
  // The default order is left to the server, which ranks free-text searches by relevance and the rest newest first.
  if (filters.sort !== DEFAULT_SORT) query.sort = filters.sort;
  if (filters.audio) query.audio = filters.audio;
  if (filters.bookmarked) query.bookmarked = "true";
  if (filters.reacted) query.reacted = "true";
  return query;
}

export type FilterKind = "category" | "author" | "tag";

/** Adds one filter as a click on a card does: category and author replace their value, tags accumulate. */
export function withFilter(filters: QuoteFilters, kind: FilterKind, value: string): QuoteFilters {
  const trimmed = value.trim();
  if (!trimmed) return filters;
  switch (kind) {
    case "category":
      return { ...filters, category: trimmed.toLowerCase() };
    case "author":
      return { ...filters, author: trimmed };
    case "tag":
      return { ...filters, tags: addTags(filters.tags, [trimmed]) };
  }
}

/** The home search after clicking a category, author or tag, from whatever page the click happened on. */
export function searchWithFilter(current: unknown, kind: FilterKind, value: string): HomeSearch {
  const search = parseHomeSearch(current);
  return nextSearch(search, withFilter(filtersFromSearch(search), kind, value));
}

/** Every filter removed; the order, view and display stay. */
export function clearFilters(filters: QuoteFilters): QuoteFilters {
  return { ...EMPTY_FILTERS, sort: filters.sort };
}

/**
 * The URL the home page should show for a search: prefixes typed into q lifted into their own parameters,
 * empty values and the default sort left out, view and display kept as given.
 */
export function canonicalSearch(search: HomeSearch): HomeSearch {
  const canonical = nextSearch(search, filtersFromSearch(search));
  // The page of results stays for this list; a filter change (nextSearch) starts again from the first.
  if (search.page) canonical.page = search.page;
  return canonical;
}
