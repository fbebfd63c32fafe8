import { z } from "zod";
import {
  ATTRIBUTION_STATUSES,
  POPULAR_LIMIT,
  QUOTE_OFFSET_MAX,
  QUOTE_PAGE_SIZE,
  QUOTE_QUERY_LIMIT,
  QUOTE_STATUSES,
  SOURCE_TYPES,
  type AttributionStatus,
} from "./constants.ts";
import { QueryBoolean } from "./common.ts";
import { QuoteEngagementSchema } from "./engagement.ts";
import { LANGUAGE_MESSAGES, normaliseLanguageTag } from "./languages.ts";
import { parseSearchQuery, type ParsedSearch } from "./search-syntax.ts";

export { QUOTE_OFFSET_MAX };

export const QuoteStatusSchema = z.enum(QUOTE_STATUSES);

/** Field limits of the quote form (the spec leaves them open; these keep rows and pages sane). */
export const QUOTE_TEXT_MAX = 2000;
export const QUOTE_AUTHOR_MAX = 200;
export const QUOTE_NOTE_MAX = 2000;
export const QUOTE_TAG_MAX = 50;
export const QUOTE_TAGS_MAX = 20;
export const QUOTE_URL_MAX = 2000;
export const SEARCH_TEXT_MAX = 500;

/**
 * Bounds of a list request, so that no request costs the database more than a few milliseconds: values per list
 * filter, characters per value, search terms (prefixes and phrases) in `q`, and how deep `offset` may go (deeper
 * pages follow `next_cursor`).
 */
export const LIST_FILTER_VALUES_MAX = 20;
export const LIST_FILTER_VALUE_MAX = 100;
export const SEARCH_TERMS_MAX = 20;

export const LIST_QUERY_MESSAGES = {
  tooManyValues: (name: string) => `At most ${LIST_FILTER_VALUES_MAX} ${name} at once`,
  valueTooLong: (name: string) => `Each of the ${name} must be at most ${LIST_FILTER_VALUE_MAX} characters`,
  searchTooLong: `Search must be at most ${SEARCH_TEXT_MAX} characters`,
  tooManyTerms: `A search may hold at most ${SEARCH_TERMS_MAX} filters and phrases`,
  offsetTooDeep: `offset is at most ${QUOTE_OFFSET_MAX}: page further with cursor (the previous page's next_cursor)`,
} as const;

/** Messages of the quote forms; the spec's words where it gives them (docs/product/messages-and-limits.md). */
export const QUOTE_MESSAGES = {
  textRequired: "Quote text is required",
  textTooLong: `Quote text must be at most ${QUOTE_TEXT_MAX} characters`,
  authorRequired: "Author is required",
  authorTooLong: `Author must be at most ${QUOTE_AUTHOR_MAX} characters`,
  categoryRequired: "Please select a category for the quote",
  invalidUrl: "Please enter a valid URL",
  invalidUserId: "Invalid user id",
  emailRequired: "Email is required for anonymous submissions",
  emailInvalid: "Please enter a valid email address",
  tooManyTags: `A quote can have at most ${QUOTE_TAGS_MAX} tags`,
  tagTooLong: `Tags must be at most ${QUOTE_TAG_MAX} characters`,
  noteTooLong: `Must be at most ${QUOTE_NOTE_MAX} characters`,
  sourceNameRequired: "Source name is required",
  invalidDate: "Please enter a date as YYYY-MM-DD",
  similarExists: "A similar quote already exists",
} as const;

export const AttributionStatusSchema = z.enum(ATTRIBUTION_STATUSES);
export const SourceTypeSchema = z.enum(SOURCE_TYPES);

/** A quote's attribution as every quote response carries it (docs/product/attribution.md). */
export const AttributionSchema = z.object({
  status: AttributionStatusSchema,
  /** Who really said a misattributed quote; null when unknown or not misattributed. */
  actual_author: z.string().nullable(),
  /** The earliest known appearance: a year or an ISO date. */
  earliest_date: z.string().nullable(),
  note: z.string().nullable(),
  /** When a curator last set it; null while it is the default. */
  updated_at: z.string().nullable(),
});
export type Attribution = z.infer<typeof AttributionSchema>;

/** A source as a quote cites it: the shared source, with where in it the quote appears. */
export const QuoteSourceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: SourceTypeSchema,
  author: z.string().nullable(),
  publication_date: z.string().nullable(),
  url: z.string().nullable(),
  /** A page, chapter or timestamp. */
  location: z.string().nullable(),
  description: z.string().nullable(),
});
export type QuoteSource = z.infer<typeof QuoteSourceSchema>;

/** A quote as the API returns it (snake_case, as docs/product/data-model.md names the fields). */
export const QuoteSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  url_slug: z.string(),
  text: z.string(),
  author: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  context: z.string().nullable(),
  reference_url: z.string().nullable(),
  description: z.string().nullable(),
  source_id: z.uuid().nullable(),
  user_id: z.uuid().nullable(),
  status: QuoteStatusSchema,
  views: z.number().int(),
  has_audio: z.boolean(),
  background_url: z.string().nullable(),
  background_type: z.string().nullable(),
  /** The submitter's e-mail of an anonymous submission; shown to admins only, null for everyone else. */
  email: z.string().nullable(),
  approved_by: z.uuid().nullable(),
  approved_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The author's page is /author/{author_slug}. */
  author_slug: z.string(),
  attribution: AttributionSchema,
  /** The sources that show who said it, the primary first. */
  sources: z.array(QuoteSourceSchema),
  /** The language of the text, a BCP 47 tag (docs/product/languages.md). */
  language: z.string(),
  /** The original this quote translates; null for an original. */
  translation_of: z.uuid().nullable(),
  /** Who translated it; null for an original or when unknown. */
  translator: z.string().nullable(),
  /** Counts by reaction type, bookmark and comment counts, and the signed-in caller's own state. */
  ...QuoteEngagementSchema.shape,
});
export type Quote = z.infer<typeof QuoteSchema>;

/** A list item: a quote, plus `quote_id` and `visited_at` in `userFilter=visited` lists. */
export const QuoteListItemSchema = QuoteSchema.extend({
  quote_id: z.uuid().optional(),
  visited_at: z.string().optional(),
});
export type QuoteListItem = z.infer<typeof QuoteListItemSchema>;

/** The list orders of docs/product/quotes-and-search.md; the API also offers `oldest` for the moderation queue. */
export const SORTS = ["latest", "popular", "views"] as const;
export const API_SORTS = [...SORTS, "oldest"] as const;
export const SortSchema = z.enum(API_SORTS);
export type QuoteSort = (typeof API_SORTS)[number];
export const AUDIO_FILTERS = ["with", "without"] as const;
export const USER_FILTERS = ["reacted", "visited", "submitted"] as const;

/** An optional query value where "" means absent (docs/api.md: empty values are omitted). */
export const optionalQuery = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(""), schema])
    .optional()
    .transform((v) => (v === "" ? undefined : (v as z.output<T> | undefined)));

/**
 * A comma-separated list (or a repeated parameter): trimmed, empties dropped, duplicates removed; at most
 * LIST_FILTER_VALUES_MAX values of at most LIST_FILTER_VALUE_MAX characters (`name` words the message).
 */
export const csvList = (name: string, normalise: (v: string) => string = (v) => v) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => v.split(","));
      const list = [...new Set(parts.map((v) => normalise(v.trim())).filter(Boolean))];
      if (list.length > LIST_FILTER_VALUES_MAX) {
        ctx.addIssue({ code: "custom", message: LIST_QUERY_MESSAGES.tooManyValues(name) });
        return z.NEVER;
      }
      if (list.some((v) => v.length > LIST_FILTER_VALUE_MAX)) {
        ctx.addIssue({ code: "custom", message: LIST_QUERY_MESSAGES.valueTooLong(name) });
        return z.NEVER;
      }
      return list.length > 0 ? list : undefined;
    });

/** How many filters, phrases and exclusions a parsed search holds (kept here, out of the parser every page loads). */
function countSearchTerms(search: ParsedSearch): number {
  const { phrases, tags, description, context, exclude } = search;
  const lists = [
    phrases,
    tags,
    description,
    context,
    exclude.authors,
    exclude.categories,
    exclude.tags,
    exclude.phrases,
  ];
  return lists.reduce((sum, list) => sum + list.length, 0);
}

/** Free text with the search syntax, bounded in length and in how many prefixed filters and phrases it holds. */
const searchText = z
  .string()
  .trim()
  .max(SEARCH_TEXT_MAX, LIST_QUERY_MESSAGES.searchTooLong)
  .refine((q) => countSearchTerms(parseSearchQuery(q)) <= SEARCH_TERMS_MAX, LIST_QUERY_MESSAGES.tooManyTerms);

/** Query of GET /api/quotes (docs/product/quotes-and-search.md and docs/api.md). */
export const QuoteListQuerySchema = z
  .object({
    /** Free text and the search syntax of src/contracts/search-syntax.ts. */
    q: optionalQuery(searchText),
    categories: csvList("categories", (v) => v.toLowerCase()),
    authors: csvList("authors"),
    tags: csvList("tags", (v) => v.toLowerCase()),
    status: optionalQuery(QuoteStatusSchema),
    sort: optionalQuery(SortSchema),
    audio: optionalQuery(z.enum(AUDIO_FILTERS)),
    bookmarked: optionalQuery(QueryBoolean),
    reacted: optionalQuery(QueryBoolean),
    userFilter: optionalQuery(z.enum(USER_FILTERS)),
    /** Attribution statuses, comma-separated (verified,disputed). */
    attribution: csvList("attribution statuses", (v) => v.toLowerCase()).transform((list, ctx) => {
      const unknown = list?.find((v) => !(ATTRIBUTION_STATUSES as readonly string[]).includes(v));
      if (unknown !== undefined) {
        ctx.addIssue({ code: "custom", message: `Unknown attribution status: ${unknown}` });
        return z.NEVER;
      }
      return list as AttributionStatus[] | undefined;
    }),
    /** Languages, comma-separated BCP 47 tags (fr,de); a quote in `pt-BR` matches `pt`. */
    language: csvList("languages").transform((list, ctx) => {
      if (list === undefined) return undefined;
      const tags: string[] = [];
      for (const value of list) {
        const tag = normaliseLanguageTag(value);
        if (tag === undefined) {
          ctx.addIssue({ code: "custom", message: LANGUAGE_MESSAGES.unknownFilter(value) });
          return z.NEVER;
        }
        if (!tags.includes(tag)) tags.push(tag);
      }
      return tags;
    }),
    limit: z.coerce.number().int().min(1).max(QUOTE_QUERY_LIMIT).default(QUOTE_PAGE_SIZE),
    /** At most QUOTE_OFFSET_MAX; ignored when `cursor` is given. */
    offset: z.coerce.number().int().min(0).default(0),
    /** Continues after the page that answered this `next_cursor` (keyset paging; `offset` is then ignored). */
    cursor: optionalQuery(z.string().max(300)),
  })
  .superRefine((query, ctx) => {
    if (query.cursor === undefined && query.offset > QUOTE_OFFSET_MAX) {
      ctx.addIssue({ code: "custom", path: ["offset"], message: LIST_QUERY_MESSAGES.offsetTooDeep });
    }
  });
export type QuoteListQuery = z.infer<typeof QuoteListQuerySchema>;
export type QuoteListQueryInput = z.input<typeof QuoteListQuerySchema>;
/**
 * The query of GET /api/quotes as a client writes it into a URL: each filter one text value (lists
 * comma-separated, "" for none), paging as numbers.
 */
export type QuoteListParams = {
  [K in keyof QuoteListQueryInput]?: K extends "limit" | "offset" ? number : Extract<QuoteListQueryInput[K], string>;
};

export const QuoteListSchema = z.object({
  quotes: z.array(QuoteListItemSchema),
  total: z.number().int(),
  /** The cursor of the next page, when there may be one and the list can be paged by cursor. */
  next_cursor: z.string().nullable().optional(),
});
export type QuoteList = z.infer<typeof QuoteListSchema>;

export const PopularQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(POPULAR_LIMIT),
  audioOnly: optionalQuery(QueryBoolean),
});

export const CategoryCountSchema = z.object({ name: z.string(), count: z.number().int() });
export const CategoryListSchema = z.array(CategoryCountSchema);
export type CategoryCount = z.infer<typeof CategoryCountSchema>;

export const TagCountSchema = z.object({ name: z.string(), count: z.number().int() });
export const TagListSchema = z.array(TagCountSchema);
export type TagCount = z.infer<typeof TagCountSchema>;

/** Tags as the spec keeps them: lower-cased, trimmed, unique, empties dropped. */
export function normaliseTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map((t) => t.trim().toLowerCase()).filter(Boolean))];
}

/** Source of a quote (docs/product/data-model.md). */
export const SourceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  url: z.string().nullable(),
  author: z.string().nullable(),
  publication_date: z.string().nullable(),
  type: z.string().nullable(),
});
export type Source = z.infer<typeof SourceSchema>;

/** POST /api/quotes/{id}/approve; the approver recorded is always the signed-in admin. The body may be absent. */
export const ApproveQuoteSchema = z
  .object({ approvedBy: z.uuid().optional() })
  .nullish()
  .transform((v) => v ?? {});
/** POST /api/quotes/{id}/reject; the reason is kept in the audit log. The body may be absent. */
export const RejectQuoteSchema = z
  .object({ reason: z.string().trim().max(1000).optional() })
  .nullish()
  .transform((v) => v ?? {});

/** A near-duplicate already in the catalogue (pg_trgm similarity of the text, 0–1). */
export const DuplicateSchema = z.object({
  id: z.uuid(),
  url_slug: z.string(),
  text: z.string(),
  author: z.string(),
  status: QuoteStatusSchema,
  similarity: z.number(),
});
export type Duplicate = z.infer<typeof DuplicateSchema>;
export const DuplicateListSchema = z.object({ duplicates: z.array(DuplicateSchema) });

/** A quote with its source; what create, update, approve and reject answer. */
export const QuoteWithSourceSchema = QuoteSchema.extend({ source: SourceSchema.nullable() });
export type QuoteWithSource = z.infer<typeof QuoteWithSourceSchema>;

/** Create and anonymous submission: the quote, its source, and similar quotes to warn about. */
export const QuoteCreatedSchema = QuoteWithSourceSchema.extend({ duplicates: z.array(DuplicateSchema) });
export type QuoteCreated = z.infer<typeof QuoteCreatedSchema>;

/** Another language's version of a quote, as its page links to it ("Also in: Français · English"). */
export const QuoteVersionSchema = z.object({
  id: z.uuid(),
  url_slug: z.string(),
  language: z.string(),
  /** Whether this version is the original (the others translate it). */
  is_original: z.boolean(),
  translator: z.string().nullable(),
});
export type QuoteVersion = z.infer<typeof QuoteVersionSchema>;

/** GET /api/quotes/{id} and /slug/{slug}: the quote, its source and up to 6 related approved quotes. */
export const QuoteDetailSchema = QuoteWithSourceSchema.extend({
  /**
   * The other versions the caller may see: the original (when this is a translation) and its translations, the
   * original first, then by language tag; this quote itself is not among them.
   */
  versions: z.array(QuoteVersionSchema),
  related: z.array(QuoteSchema),
  /** The member who submitted it, for a link to their public page; null for anonymous and seeded quotes. */
  submitted_by: z.object({ id: z.uuid(), display_name: z.string() }).nullable(),
});
export type QuoteDetail = z.infer<typeof QuoteDetailSchema>;

/**
 * GET /api/quotes/{id}/translations: the original (null when the quote asked about is the original) and every
 * visible translation of it except the quote asked about, each a full quote.
 */
export const QuoteTranslationsSchema = z.object({
  original: QuoteSchema.nullable(),
  translations: z.array(QuoteSchema),
});
export type QuoteTranslations = z.infer<typeof QuoteTranslationsSchema>;

export const QuoteDeletedSchema = z.object({ id: z.uuid(), deleted: z.literal(true) });

export const QuoteStatusCountsSchema = z.object({
  draft: z.number().int(),
  pending: z.number().int(),
  rejected: z.number().int(),
  approved: z.number().int(),
  total: z.number().int(),
});
export type QuoteStatusCounts = z.infer<typeof QuoteStatusCountsSchema>;

/** Kept here for existing imports; the zod-free home of these is ./tags.ts. */
export { CARD_TAG_LIMIT, visibleTags } from "./tags.ts";
