import { z } from "zod";
import { csvList, QUOTE_TEXT_MAX, QuoteListItemSchema, QuoteListQuerySchema } from "./quotes.ts";

/**
 * GET /api/quotes/random (docs/product/random-quotes.md): approved quotes drawn at random, without repeats within
 * one answer, narrowed by the list filters and by length, spoken length and exclusions.
 */

export const RANDOM_COUNT_MAX = 50;
export const RANDOM_COUNT_DEFAULT = 1;
/** Spoken length of a quote without narration: its words read at this pace. */
export const ESTIMATED_WORDS_PER_MINUTE = 150;
/** The longest `max_seconds` asked for (a quote's narration is at most a minute). */
export const RANDOM_SECONDS_MAX = 3600;

export const RANDOM_QUERY_MESSAGES = {
  lengthBounds: "min_length must not be greater than max_length",
} as const;

const { categories, tags, authors, language } = QuoteListQuerySchema.shape;

/** A non-negative whole number of characters, "" meaning absent. */
const characters = z
  .union([z.literal(""), z.coerce.number().int().min(0).max(QUOTE_TEXT_MAX)])
  .optional()
  .transform((v) => (v === "" ? undefined : v));

export const RandomQuotesQuerySchema = z
  .object({
    /** How many quotes, 1–50; fewer when fewer match. */
    count: z.coerce.number().int().min(1).max(RANDOM_COUNT_MAX).default(RANDOM_COUNT_DEFAULT),
    categories,
    tags,
    authors,
    language,
    /** At least this many characters of text. */
    min_length: characters,
    /** At most this many characters of text. */
    max_length: characters,
    /**
     * At most this many seconds spoken: the narration's duration when the quote has audio, else its words at
     * ESTIMATED_WORDS_PER_MINUTE.
     */
    max_seconds: z
      .union([z.literal(""), z.coerce.number().positive().max(RANDOM_SECONDS_MAX)])
      .optional()
      .transform((v) => (v === "" ? undefined : v)),
    /** Authors left out, matched as `authors` matches (case-insensitive, part of the name). */
    exclude_authors: csvList("excluded authors"),
    /** Quotes carrying any of these tags are left out. */
    exclude_tags: csvList("excluded tags", (v) => v.toLowerCase()),
  })
  .superRefine((query, ctx) => {
    if (query.min_length !== undefined && query.max_length !== undefined && query.min_length > query.max_length) {
      ctx.addIssue({ code: "custom", path: ["min_length"], message: RANDOM_QUERY_MESSAGES.lengthBounds });
    }
  });
export type RandomQuotesQuery = z.infer<typeof RandomQuotesQuerySchema>;

export const RandomQuotesSchema = z.object({ quotes: z.array(QuoteListItemSchema) });
export type RandomQuotes = z.infer<typeof RandomQuotesSchema>;
