import {
  ATTRIBUTION_STATUSES,
  QUOTE_OFFSET_MAX,
  QUOTE_PAGE_SIZE,
  type AttributionStatus,
  type QuoteStatus,
} from "#contracts/constants.ts";
import { normaliseLanguageTag } from "#contracts/languages.ts";
import type { AUDIO_FILTERS as ContractAudioFilters, QuoteSort } from "#contracts/quotes.ts";

/**
 * The home list's URL search parameters (docs/product/screens.md) as the home route validates them. Kept apart from the
 * filter mapping (search-params.ts) and free of the search-syntax parser: route search validation runs in
 * the entry chunk, and this is all of the list that needs to be there.
 */

export const SORT_OPTIONS = ["latest", "popular", "views"] as const satisfies readonly QuoteSort[];
/** The orders the home list offers (docs/product/screens.md); the API knows more (moderation's oldest first). */
export type HomeSort = (typeof SORT_OPTIONS)[number];
export const DEFAULT_SORT: HomeSort = "latest";
export const VIEWS = ["grid", "list"] as const;
export type QuoteView = (typeof VIEWS)[number];
export const DEFAULT_VIEW: QuoteView = "grid";
export const DISPLAY_MODES = ["clean", "standard", "full"] as const;
export type DisplayMode = (typeof DISPLAY_MODES)[number];
export const DEFAULT_DISPLAY: DisplayMode = "standard";
export const AUDIO_OPTIONS = ["with", "without"] as const satisfies typeof ContractAudioFilters;
export type AudioFilter = (typeof AUDIO_OPTIONS)[number];
/** The statuses the admin's status filter offers (docs/product/screens.md). */
export const LIST_STATUSES = ["approved", "pending", "rejected"] as const satisfies readonly QuoteStatus[];
export type ListStatus = (typeof LIST_STATUSES)[number];
/**
 * The deepest `page` a URL may ask for: the API pages by offset up to QUOTE_OFFSET_MAX without a cursor, and a
 * page link starts there (deeper, the list goes on by "Load more" with cursors).
 */
export const MAX_LIST_PAGE = Math.floor(QUOTE_OFFSET_MAX / QUOTE_PAGE_SIZE) + 1;

// ---------------------------------------------------------------------------------------------
// URL search parameters
// ---------------------------------------------------------------------------------------------

/** The home page's search parameters, validated: each present only with a usable value. */
export interface HomeSearch {
  q?: string;
  /** One category (docs/product/screens.md: category takes one value). */
  categories?: string;
  /** One author, kept whole: a name may hold a comma ("Martin Luther King, Jr."). */
  authors?: string;
  /** Comma-separated, lower-cased, without duplicates. */
  tags?: string;
  status?: ListStatus;
  /** Attribution statuses, comma-separated in ATTRIBUTION_STATUSES's order (`verified,disputed`). */
  attribution?: string;
  /** Languages, comma-separated canonical BCP 47 tags without duplicates (`fr,pt-BR`). */
  language?: string;
  sort?: HomeSort;
  view?: QuoteView;
  audio?: AudioFilter;
  bookmarked?: true;
  reacted?: true;
  display?: DisplayMode;
  /**
   * The page of results the list starts at (2 and on; absent for the first). "Load more" links here, so that
   * it works as a plain link before the app has started and without JavaScript; in the app it appends in place.
   */
  page?: number;
  /** Page options beside the list (kept across filter changes): Inspire on arrival (a kiosk link)… */
  inspire?: InspireOnArrival;
  /** …a saved list for it to play… */
  list?: string;
  /** …debug mode switched on or off (docs/product/inspire.md)… */
  debugmode?: "true" | "false";
  /** …and the icon legend hidden (docs/product/screens.md). */
  clean?: true;
}

export const INSPIRE_ON_ARRIVAL = ["full", "mini"] as const;
export type InspireOnArrival = (typeof INSPIRE_ON_ARRIVAL)[number];

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

/** The attribution statuses a value names (`Verified, disputed,x`), in ATTRIBUTION_STATUSES's order; others dropped. */
export function attributionList(value: unknown): AttributionStatus[] {
  const named = splitList(asText(value), lower);
  return ATTRIBUTION_STATUSES.filter((status) => named.includes(status));
}

/** The language tags a value names (`FR, de,xx-?`), canonical and without duplicates; anything else dropped. */
export function languageList(value: unknown): string[] {
  const tags: string[] = [];
  for (const part of splitList(asText(value))) {
    const tag = normaliseLanguageTag(part);
    if (tag && !tags.includes(tag)) tags.push(tag);
  }
  return tags;
}

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
 * The home route's `validateSearch` (docs/product/screens.md): never throws, drops what it does not understand, and
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
  const attribution = attributionList(input.attribution).join();
  if (attribution) search.attribution = attribution;
  const language = languageList(input.language).join();
  if (language) search.language = language;
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
  const page = pageParam(input.page);
  if (page) search.page = page;
  Object.assign(search, parsePageOptions(input));
  return search;
}

/** Where the home list starts for a `page` link: the quotes before that page are skipped. */
export function listStartOffset(search: Pick<HomeSearch, "page">): number {
  return ((search.page ?? 1) - 1) * QUOTE_PAGE_SIZE;
}

/** A page number from 2 to MAX_LIST_PAGE; anything else (1, 0, "x", 9999) means the first page. */
function pageParam(value: unknown): number | undefined {
  const text = asText(value)?.trim();
  if (!text || !/^\d{1,6}$/u.test(text)) return undefined;
  const page = Number(text);
  return page >= 2 && page <= MAX_LIST_PAGE ? page : undefined;
}

/** A saved list's id as a URL may carry it. */
const LIST_ID = /^[A-Za-z0-9_-]{1,100}$/u;

/**
 * The page options any page's URL may carry (`inspire`, `list`, `debugmode`, `clean`); the home route keeps
 * them through its canonical rewrite and filter changes, other routes leave their URLs alone.
 */
export function parsePageOptions(raw: unknown): Pick<HomeSearch, "inspire" | "list" | "debugmode" | "clean"> {
  const input = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  const options: Pick<HomeSearch, "inspire" | "list" | "debugmode" | "clean"> = {};
  const inspire = enumParam(INSPIRE_ON_ARRIVAL, input.inspire);
  if (inspire) options.inspire = inspire;
  const list = asText(input.list)?.trim();
  if (list && LIST_ID.test(list)) options.list = list;
  const debug = enumParam(["true", "false"] as const, input.debugmode);
  if (debug) options.debugmode = debug;
  if (asText(input.clean)?.trim().toLowerCase() === "true") options.clean = true;
  return options;
}
