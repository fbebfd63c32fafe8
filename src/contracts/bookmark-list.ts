import { z } from "zod";
import { QuoteSchema } from "./quotes.ts";

/** One of the caller's bookmarks with the quote it keeps. */
export const BookmarkSchema = z.object({
  id: z.uuid(),
  quote_id: z.uuid(),
  created_at: z.string(),
  quote: QuoteSchema,
});
export type Bookmark = z.infer<typeof BookmarkSchema>;

/** GET /api/bookmarks: the caller's bookmarks, newest first. */
export const BookmarkListSchema = z.object({ bookmarks: z.array(BookmarkSchema), total: z.number().int() });
export type BookmarkList = z.infer<typeof BookmarkListSchema>;
