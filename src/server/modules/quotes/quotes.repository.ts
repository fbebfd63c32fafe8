import { and, count, desc, eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import type { Quote } from "#contracts/quotes.ts";
import type { Db } from "#server/db/client.ts";
import { quotes } from "#server/db/schema/index.ts";

export type QuoteRow = typeof quotes.$inferSelect;

/** The filters a list query applies; later filters slot in as further conditions. */
export interface QuoteListFilters {
  limit: number;
  offset: number;
}

export function toQuote(row: QuoteRow): Quote {
  return {
    id: row.id,
    slug: row.slug,
    url_slug: row.urlSlug,
    text: row.text,
    author: row.author,
    category: row.category,
    tags: row.tags,
    context: row.context,
    reference_url: row.referenceUrl,
    description: row.description,
    source_id: row.sourceId,
    user_id: row.userId,
    status: row.status,
    views: row.views,
    has_audio: row.hasAudio,
    background_url: row.backgroundUrl,
    background_type: row.backgroundType,
    reactions_count: row.reactionsCount,
    bookmarks_count: row.bookmarksCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Every column but the search vector, which callers never need. */
const { searchVector: _searchVector, ...quoteColumns } = getTableColumns(quotes);

export function quoteListConditions(_filters: QuoteListFilters): SQL | undefined {
  const conditions: SQL[] = [eq(quotes.status, "approved")];
  return and(...conditions);
}

export async function findQuotePage(db: Db, filters: QuoteListFilters, where: SQL | undefined): Promise<QuoteRow[]> {
  const rows = await db
    .select(quoteColumns)
    .from(quotes)
    .where(where)
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
    .limit(filters.limit)
    .offset(filters.offset);
  return rows as QuoteRow[];
}

export async function countQuotes(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(quotes).where(where);
  return row?.total ?? 0;
}

export async function countApprovedByCategory(db: Db): Promise<{ name: string; count: number }[]> {
  return db
    .select({ name: quotes.category, count: sql<number>`count(*)::int` })
    .from(quotes)
    .where(eq(quotes.status, "approved"))
    .groupBy(quotes.category)
    .orderBy(desc(sql`count(*)`), quotes.category);
}
