import type { QuoteStatus } from "#contracts/constants.ts";
import type { AUDIO_FILTERS as ContractAudioFilters, QuoteSort } from "#contracts/quotes.ts";
import { formatSearchQuery, parseSearchQuery } from "#contracts/search-syntax.ts";

/**
 * The home list's URL search parameters (SPEC §2) and how they map to the API query of GET /api/quotes
 * (SPEC §7) and to the filter chips. Everything here is pure; the home route validates its search with
 * `parseHomeSearch` and the list reads and writes it through these functions.
 *
 * URL:     ?q=…&categories=love&authors=Mark+Twain&tags=hope,life&status=pending&sort=popular&view=list
 *          &audio=with&bookmarked=true&reacted=true&display=full
 * Filters: { q, category, author, tags[], status, audio, sort, bookmarked, reacted } — category, author and
 *          audio hold one value; tags accumulate without duplicates; q keeps only what has no parameter of
 *          its own (free text, "phrases", description:, ctx:).
 *
 */

export const SORT_OPTIONS = ["latest", "popular", "views"] as const satisfies readonly QuoteSort[];
export const DEFAULT_SORT = "latest" satisfies QuoteSort;
export const VIEWS = ["grid", "list"] as const;
export type QuoteView = (typeof VIEWS)[number];
export const DEFAULT_VIEW: QuoteView = "grid";
export const DISPLAY_MODES = ["clean", "standard", "full"] as const;
export type DisplayMode = (typeof DISPLAY_MODES)[number];
export const DEFAULT_DISPLAY: DisplayMode = "standard";
export const AUDIO_OPTIONS = ["with", "without"] as const satisfies typeof ContractAudioFilters;
export type AudioFilter = (typeof AUDIO_OPTIONS)[number];
/** The statuses the admin's status filter offers (SPEC §2). */
export const LIST_STATUSES = ["approved", "pending", "rejected"] as const satisfies readonly QuoteStatus[];
export type ListStatus = (typeof LIST_STATUSES)[number];

// ---------------------------------------------------------------------------------------------
// URL search parameters
// ---------------------------------------------------------------------------------------------

/** The home page's search parameters, validated: each present only with a usable value. */
export interface HomeSearch {
  q?: string;
  /** One category (SPEC §2: category takes one value). */
  categories?: string;
  /** One author, kept whole: a name may hold a comma ("Martin Luther King, Jr."). */
  authors?: string;
  /** Comma-separated, lower-cased, without duplicates. */
  tags?: string;
  status?: ListStatus;
  sort?: QuoteSort;
  view?: QuoteView;
  audio?: AudioFilter;
  bookmarked?: true;
  reacted?: true;
  display?: DisplayMode;
}

/** A search value as text: the router reads text; a repeated parameter arrives as a list. */
function asText(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) {
    const parts = value.map(asText).filter((part): part is string => part !== undefined);
    return parts.length > 0 ? parts.join(",") : undefined;
  }
  return undefined;
}

/** Splits a comma-separated value: trimmed, empties dropped, duplicates removed (case-insensitively). */
export function splitList(value: string | undefined, normalise: (v: string) => string = (v) => v): string[] {
  if (!value) return [];
  const out: string[] = [];
  for (const part of value.split(",")) {
    const item = normalise(part.trim().replace(/\s+/gu, " "));
    if (item && !out.some((existing) => existing.toLowerCase() === item.toLowerCase())) out.push(item);
  }
  return out;
}

const lower = (v: string) => v.toLowerCase();

/** Free text: trimmed and single-spaced; empty means absent. */
function textParam(value: unknown): string | undefined {
  return asText(value)?.replace(/\s+/gu, " ").trim() || undefined;
}

/** One of `values` (case-insensitive); anything else means absent. */
function enumParam<const T extends readonly string[]>(values: T, value: unknown): T[number] | undefined {
  const text = asText(value)?.trim().toLowerCase();
  return values.find((candidate) => candidate === text);
}

/**
 * The home route's `validateSearch` (SPEC §2): never throws, drops what it does not understand, and
 * normalises the rest (the last category listed wins; tags lower-cased without duplicates).
 *
 * A plain function rather than a zod schema: route search validation is not split out of the entry chunk,
 * where zod's core would cost ~13 KB gzipped on every first load.
 */
export function parseHomeSearch(raw: unknown): HomeSearch {
  const input = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  const search: HomeSearch = {};
  const q = textParam(input.q);
  if (q) search.q = q;
  const category = splitList(asText(input.categories), lower).at(-1);
  if (category) search.categories = category;
  const author = textParam(input.authors);
  if (author) search.authors = author;
  const tags = splitList(asText(input.tags), lower).join(",");
  if (tags) search.tags = tags;
  const status = enumParam(LIST_STATUSES, input.status);
  if (status) search.status = status;
  const sort = enumParam(SORT_OPTIONS, input.sort);
  if (sort) search.sort = sort;
  const view = enumParam(VIEWS, input.view);
  if (view) search.view = view;
  const audio = enumParam(AUDIO_OPTIONS, input.audio);
  if (audio) search.audio = audio;
  if (asText(input.bookmarked)?.trim().toLowerCase() === "true") search.bookmarked = true;
  if (asText(input.reacted)?.trim().toLowerCase() === "true") search.reacted = true;
  const display = enumParam(DISPLAY_MODES, input.display);
  if (display) search.display = display;
  return search;
}

// ---------------------------------------------------------------------------------------------
// Filters
// ---------------------------------------------------------------------------------------------

export interface QuoteFilters {
  /** What the search box holds beyond the filters with parameters of their own: free text, "phrases", description:, ctx:. */
  q: string;
  category?: string;
  author?: string;
  tags: string[];
  status?: ListStatus;
  audio?: AudioFilter;
  sort: QuoteSort;
  bookmarked: boolean;
  reacted: boolean;
}

export const EMPTY_FILTERS: QuoteFilters = { q: "", tags: [], sort: DEFAULT_SORT, bookmarked: false, reacted: false };

function addTags(tags: readonly string[], more: readonly string[]): string[] {
  const out = [...tags];
  for (const tag of more) {
    const value = tag.trim().toLowerCase();
    if (value && !out.includes(value)) out.push(value);
  }
  return out;
}

/**
 * Applies search-box text to the filters (SPEC §2): author: and category: replace the one value,
 * tag: values accumulate without duplicates, and the rest (free text, "phrases", description:, ctx:) becomes q.
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
    }),
    author: parsed.author ?? filters.author,
    category: parsed.category ?? filters.category,
    tags: addTags(filters.tags, parsed.tags),
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
    audio: search.audio,
    sort: search.sort ?? DEFAULT_SORT,
    bookmarked: search.bookmarked === true,
    reacted: search.reacted === true,
  };
  return search.q ? applySearchText(base, search.q) : base;
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
  return next;
}

/** Query of GET /api/quotes without paging; empty values are left out (SPEC §7). */
export interface QuotesApiFilters {
  q?: string;
  categories?: string;
  authors?: string;
  tags?: string;
  status?: ListStatus;
  sort: QuoteSort;
  audio?: AudioFilter;
  bookmarked?: "true";
  reacted?: "true";
}

/**
 * The API query of the filters. The server reads `authors` as a comma-separated list, so an author whose
 * name holds a comma travels as `author:"…"` inside q, which the server's parser reads whole.
 */
export function apiQueryFromFilters(filters: QuoteFilters): QuotesApiFilters {
  const commaAuthor = filters.author?.includes(",") ? filters.author : undefined;
  const q = [commaAuthor ? formatSearchQuery({ author: commaAuthor }) : "", filters.q.trim()].filter(Boolean).join(" ");
  // In SPEC §2's order, so that equal filters make equal query keys and URLs.
  const query: Partial<QuotesApiFilters> = {};
  if (q) query.q = q;
  if (filters.category) query.categories = filters.category;
  if (filters.author && !commaAuthor) query.authors = filters.author;
  if (filters.tags.length > 0) query.tags = filters.tags.join(",");
  if (filters.status) query.status = filters.status;
  query.sort = filters.sort;
  if (filters.audio) query.audio = filters.audio;
  if (filters.bookmarked) query.bookmarked = "true";
  if (filters.reacted) query.reacted = "true";
  return query as QuotesApiFilters;
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

// ---------------------------------------------------------------------------------------------
// Chips
// ---------------------------------------------------------------------------------------------

export type ChipKind =
  | "text"
  | "phrase"
  | "description"
  | "context"
  | "author"
  | "category"
  | "tag"
  | "status"
  | "audio"
  | "bookmarked"
  | "reacted";

export interface FilterChip {
  /** Unique within the list, stable for React keys. */
  id: string;
  kind: ChipKind;
  value: string;
  /** What the chip says: "author: Mark Twain". */
  label: string;
}

const AUDIO_LABELS: Record<AudioFilter, string> = { with: "with audio", without: "without audio" };

const chip = (kind: ChipKind, value: string, label: string): FilterChip => ({
  id: `${kind}:${value.toLowerCase()}`,
  kind,
  value,
  label,
});

/** One removable chip per active filter, in a stable order. */
export function filterChips(filters: QuoteFilters): FilterChip[] {
  const chips: FilterChip[] = [];
  const parsed = parseSearchQuery(filters.q);
  if (parsed.text) chips.push(chip("text", parsed.text, `search: ${parsed.text}`));
  for (const phrase of parsed.phrases) chips.push(chip("phrase", phrase, `"${phrase}"`));
  if (filters.author) chips.push(chip("author", filters.author, `author: ${filters.author}`));
  if (filters.category) chips.push(chip("category", filters.category, `category: ${filters.category}`));
  for (const tag of filters.tags) chips.push(chip("tag", tag, `tag: ${tag}`));
  for (const d of parsed.description) chips.push(chip("description", d, `description: ${d}`));
  for (const c of parsed.context) chips.push(chip("context", c, `context: ${c}`));
  if (filters.status) chips.push(chip("status", filters.status, `status: ${filters.status}`));
  if (filters.audio) chips.push(chip("audio", filters.audio, `audio: ${AUDIO_LABELS[filters.audio]}`));
  if (filters.bookmarked) chips.push(chip("bookmarked", "true", "bookmarked"));
  if (filters.reacted) chips.push(chip("reacted", "true", "reacted"));
  return chips;
}

const sameText = (a: string) => (b: string) => a.toLowerCase() !== b.toLowerCase();

/** The filters without one chip. */
export function withoutChip(filters: QuoteFilters, removed: Pick<FilterChip, "kind" | "value">): QuoteFilters {
  const { kind, value } = removed;
  const parsed = parseSearchQuery(filters.q);
  const rewriteQ = (parts: Partial<typeof parsed>) =>
    formatSearchQuery({
      text: parsed.text,
      phrases: parsed.phrases,
      description: parsed.description,
      context: parsed.context,
      ...parts,
    });
  switch (kind) {
    case "text":
      return { ...filters, q: rewriteQ({ text: "" }) };
    case "phrase":
      return { ...filters, q: rewriteQ({ phrases: parsed.phrases.filter(sameText(value)) }) };
    case "description":
      return { ...filters, q: rewriteQ({ description: parsed.description.filter(sameText(value)) }) };
    case "context":
      return { ...filters, q: rewriteQ({ context: parsed.context.filter(sameText(value)) }) };
    case "author":
      return { ...filters, author: undefined };
    case "category":
      return { ...filters, category: undefined };
    case "tag":
      return { ...filters, tags: filters.tags.filter(sameText(value)) };
    case "status":
      return { ...filters, status: undefined };
    case "audio":
      return { ...filters, audio: undefined };
    case "bookmarked":
      return { ...filters, bookmarked: false };
    case "reacted":
      return { ...filters, reacted: false };
  }
}

export function hasActiveFilters(filters: QuoteFilters): boolean {
  return filterChips(filters).length > 0;
}

/**
 * The URL the home page should show for a search: prefixes typed into q lifted into their own parameters,
 * empty values and the default sort left out, view and display kept as given.
 */
export function canonicalSearch(search: HomeSearch): HomeSearch {
  return nextSearch(search, filtersFromSearch(search));
}
