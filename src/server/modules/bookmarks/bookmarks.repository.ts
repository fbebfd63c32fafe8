import { and, count, desc, eq } from "drizzle-orm";
import type { QuoteViewer } from "#contracts/quote-rules.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { bookmarks, quotes } from "#server/db/schema/index.ts";
import { quoteColumns, quoteVisibleTo, type QuoteRow } from "#server/modules/quotes/quote-engagement.ts";

type Executor = Db | Tx;

/** Bookmarks the quote for the user unless already bookmarked; answers the new row's time, or undefined. */
export async function insertBookmark(tx: Tx, userId: string, quoteId: string): Promise<Date | undefined> {
  const [row] = await tx
    .insert(bookmarks)
    .values({ userId, quoteId })
    .onConflictDoNothing()
    .returning({ createdAt: bookmarks.createdAt });
  return row?.createdAt;
}

export async function findBookmarkTime(db: Executor, userId: string, quoteId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: bookmarks.createdAt })
    .from(bookmarks)
    .where(and(eq(bookmarks.userId, userId), eq(bookmarks.quoteId, quoteId)));
  return row?.createdAt;
}

/** Removes the user's bookmark of the quote; answers whether there was one. */
export async function deleteBookmark(tx: Tx, userId: string, quoteId: string): Promise<boolean> {
  const rows = await tx
    .delete(bookmarks)
    .where(and(eq(bookmarks.userId, userId), eq(bookmarks.quoteId, quoteId)))
    .returning({ id: bookmarks.id });
  return rows.length > 0;
}

export interface BookmarkRow {
  id: string;
  quoteId: string;
  createdAt: Date;
  quote: QuoteRow;
}

/** The user's bookmarks of quotes they may still see, newest first. */
export async function findBookmarks(
  db: Db,
  viewer: QuoteViewer,
  page: { limit: number; offset: number },
): Promise<BookmarkRow[]> {
  const rows = await db
    .select({ id: bookmarks.id, quoteId: bookmarks.quoteId, createdAt: bookmarks.createdAt, quote: quoteColumns })
    .from(bookmarks)
    .innerJoin(quotes, eq(quotes.id, bookmarks.quoteId))
    .where(and(eq(bookmarks.userId, viewer.id), quoteVisibleTo(viewer)))
    .orderBy(desc(bookmarks.createdAt), desc(bookmarks.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows as BookmarkRow[];
}

export async function countBookmarks(db: Db, viewer: QuoteViewer): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(bookmarks)
    .innerJoin(quotes, eq(quotes.id, bookmarks.quoteId))
    .where(and(eq(bookmarks.userId, viewer.id), quoteVisibleTo(viewer)));
  return row?.total ?? 0;
}
