import { z } from "zod";
import { ATTRIBUTION_STATUSES, type AttributionStatus } from "./constants.ts";
import { QuoteSchema } from "./quotes.ts";

/** Author pages (docs/product/attribution.md): authors are derived from quotes; curators add years and a line. */
export const AUTHOR_PAGE_SIZE = 20;
export const AUTHOR_DESCRIPTION_MAX = 200;
export const AUTHOR_YEAR_MAX = 40;
/** The longest slug an author page's address may carry (authorSlug() makes at most 80 characters). */
export const AUTHOR_SLUG_MAX = 100;

export const AUTHOR_MESSAGES = {
  notFound: "Author not found",
  invalidCursor: "This cursor is not valid for this author's page. Start again without one.",
} as const;

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

/** The page's two parts: the author's own quotes (verified, attributed, disputed), and those misattributed to them. */
export const AUTHOR_OWN_STATUSES = ["verified", "attributed", "disputed"] as const satisfies AttributionStatus[];
export const AUTHOR_MISATTRIBUTED_STATUSES = ["misattributed"] as const satisfies AttributionStatus[];

export const AuthorPageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(AUTHOR_PAGE_SIZE),
  cursor: z.string().max(300).optional(),
  /** Only these attribution statuses, comma-separated (`verified,attributed,disputed`); all when absent. */
  attribution: z
    .string()
    .max(100)
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      const list = [...new Set(value.split(",").map((v) => v.trim().toLowerCase()))].filter(Boolean);
      const unknown = list.find((v) => !(ATTRIBUTION_STATUSES as readonly string[]).includes(v));
      if (unknown !== undefined) {
        ctx.addIssue({ code: "custom", message: `Unknown attribution status: ${unknown}` });
        return z.NEVER;
      }
      return list.length > 0 ? (list as AttributionStatus[]) : undefined;
    }),
});
export type AuthorPageQuery = z.output<typeof AuthorPageQuerySchema>;

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
