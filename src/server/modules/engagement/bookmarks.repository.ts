import { and, count, desc, eq, sql } from "drizzle-orm";
import type { QuoteViewer } from "#contracts/quote-rules.ts";
import { executePlanned } from "#server/db/planned.ts";
import { rowsOf, type Db, type Tx } from "#server/db/client.ts";
import { bookmarks, quotes } from "#server/db/schema/index.ts";
import { bookmarkCountUpdate } from "./engagement-counters.ts";
import {
  isQuoteId,
  lockQuoteSelect,
  quoteColumns,
  quoteVisibleTo,
  type QuoteRow,
} from "#server/modules/quotes/quotes.public.ts";

type Executor = Db | Tx;

export interface BookmarkChange {
  /** undefined: no such quote; false: the viewer may not see it. */
  visible: boolean | undefined;
  /** Whether this statement added (or removed) the bookmark. */
  changed: boolean;
  /** The quote's bookmark count afterwards, when this statement changed it. */
  count: number | null;
  /** When the new bookmark was made. */
  createdAt: Date | null;
}

interface ChangeRow {
  visible: boolean | null;
  changed: boolean;
  count: number | null;
  created_at: Date | string | null;
}

const toChange = (row: ChangeRow | undefined): BookmarkChange => ({
  visible: row?.visible ?? undefined,
  changed: row?.changed ?? false,
  count: row?.count ?? null,
  createdAt: row?.created_at ? new Date(row.created_at) : null,
});

/**
 * In one statement (its own transaction): locks the quote row, bookmarks it if the viewer may see it and has not
 * yet, and moves the counter. `on conflict do nothing` settles a concurrent double click; the counter update reads
 * the latest row, so the count stays exact.
 */
export async function addBookmarkCounted(db: Db, viewer: QuoteViewer, quoteId: string): Promise<BookmarkChange> {
  if (!isQuoteId(quoteId)) return toChange(undefined);
  const result = await executePlanned(
    db,
    sql`
    with q as (${lockQuoteSelect(quoteId, viewer)}),
    ins as (
      insert into ${bookmarks} (user_id, quote_id) select ${viewer.id}, id from q where visible
      on conflict do nothing returning created_at
    ),
    bump as (${bookmarkCountUpdate(quoteId, 1, sql`exists (select 1 from ins)`)})
    select (select visible from q) as visible, exists (select 1 from ins) as changed,
      (select bookmarks_count from bump) as count, (select created_at from ins) as created_at`,
  );
  return toChange(rowsOf<ChangeRow>(result)[0]);
}

/** In one statement: locks the quote row, removes the user's bookmark of it if any, and moves the counter. */
export async function removeBookmarkCounted(db: Db, viewer: QuoteViewer, quoteId: string): Promise<BookmarkChange> {
  if (!isQuoteId(quoteId)) return toChange(undefined);
  const result = await executePlanned(
    db,
    sql`
    with q as (${lockQuoteSelect(quoteId, viewer)}),
    del as (
      delete from ${bookmarks} where user_id = ${viewer.id} and quote_id in (select id from q) returning 1
    ),
    bump as (${bookmarkCountUpdate(quoteId, -1, sql`exists (select 1 from del)`)})
    select (select visible from q) as visible, exists (select 1 from del) as changed,
      (select bookmarks_count from bump) as count, null as created_at`,
  );
  return toChange(rowsOf<ChangeRow>(result)[0]);
}

export async function findBookmarkTime(db: Executor, userId: string, quoteId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: bookmarks.createdAt })
    .from(bookmarks)
    .where(and(eq(bookmarks.userId, userId), eq(bookmarks.quoteId, quoteId)));
  return row?.createdAt;
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
