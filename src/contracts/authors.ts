import { z } from "zod";
import { QuoteSchema } from "./quotes.ts";

/** Author pages (docs/product/attribution.md): authors are derived from quotes; curators add years and a line. */
export const AUTHOR_PAGE_SIZE = 20;
export const AUTHOR_DESCRIPTION_MAX = 200;
export const AUTHOR_YEAR_MAX = 40;

export const AuthorSchema = z.object({
  name: z.string(),
  slug: z.string(),
  /** A year ("1879"), a date, or words such as "c. 551 BC"; null when unknown. */
  born: z.string().nullable(),
  died: z.string().nullable(),
  description: z.string().nullable(),
});
export type Author = z.infer<typeof AuthorSchema>;

export const AuthorCountsSchema = z.object({
  quotes: z.number().int(),
  verified: z.number().int(),
  attributed: z.number().int(),
  disputed: z.number().int(),
  misattributed: z.number().int(),
});
export type AuthorCounts = z.infer<typeof AuthorCountsSchema>;

export const AuthorPageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(AUTHOR_PAGE_SIZE),
  cursor: z.string().max(300).optional(),
});

/**
 * GET /api/authors/{slug}: the author, counts by attribution status, and their approved quotes verified first
 * (misattributed last: the page shows those as "Also misattributed to them"), paged by cursor.
 */
export const AuthorPageSchema = z.object({
  author: AuthorSchema,
  counts: AuthorCountsSchema,
  quotes: z.array(QuoteSchema),
  next_cursor: z.string().nullable(),
});
export type AuthorPage = z.infer<typeof AuthorPageSchema>;

const yearField = z
  .string()
  .trim()
  .max(AUTHOR_YEAR_MAX, `Must be at most ${AUTHOR_YEAR_MAX} characters`)
  .nullish()
  .transform((v) => (v === undefined ? undefined : v || null));

/** PATCH /api/authors/{slug} (curators and admins). */
export const AuthorUpdateSchema = z.object({
  born: yearField,
  died: yearField,
  description: z
    .string()
    .trim()
    .max(AUTHOR_DESCRIPTION_MAX, `Must be at most ${AUTHOR_DESCRIPTION_MAX} characters`)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null)),
});
export type AuthorUpdate = z.output<typeof AuthorUpdateSchema>;
