import { z } from "zod";
import { CATEGORIES, QUOTE_PAGE_SIZE, QUOTE_QUERY_LIMIT, QUOTE_STATUSES } from "./constants.ts";

export const QuoteStatusSchema = z.enum(QUOTE_STATUSES);
export const CategorySchema = z.enum(CATEGORIES);

/** A quote as the API returns it (snake_case, as SPEC.md §3 names the fields). */
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
  reactions_count: z.number().int(),
  bookmarks_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Quote = z.infer<typeof QuoteSchema>;

export const QuoteListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(QUOTE_QUERY_LIMIT).default(QUOTE_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
});
export type QuoteListQuery = z.infer<typeof QuoteListQuerySchema>;

export const QuoteListSchema = z.object({
  quotes: z.array(QuoteSchema),
  total: z.number().int(),
});
export type QuoteList = z.infer<typeof QuoteListSchema>;

export const CategoryCountSchema = z.object({ name: z.string(), count: z.number().int() });
export const CategoryListSchema = z.array(CategoryCountSchema);
export type CategoryCount = z.infer<typeof CategoryCountSchema>;

/** How many tags a card shows before "+N more". */
export const CARD_TAG_LIMIT = 3;

export function visibleTags(tags: readonly string[], limit = CARD_TAG_LIMIT) {
  return { shown: tags.slice(0, limit), hidden: Math.max(0, tags.length - limit) };
}
