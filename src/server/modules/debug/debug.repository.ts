import { sql } from "drizzle-orm";
import { rowsOf, type Db } from "#server/db/client.ts";
import { bookmarks, comments, quotes, reactions, reports } from "#server/db/schema/index.ts";

/** The quote's row as stored (every column but the search vector, with the database's names), or undefined. */
export async function findStoredQuote(db: Db, id: string): Promise<Record<string, unknown> | undefined> {
  const result = await db.execute(sql`select to_jsonb(q) - 'search_vector' as row from ${quotes} q where q.id = ${id}`);
  return rowsOf<{ row: Record<string, unknown> }>(result)[0]?.row;
}

export async function countBookmarks(db: Db, quoteId: string): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from ${bookmarks} where quote_id = ${quoteId}`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/** Reactions by type (types without any are absent). */
export async function countReactionsByType(db: Db, quoteId: string): Promise<Record<string, number>> {
  const result = await db.execute(
    sql`select reaction_type as type, count(*)::int as n from ${reactions} where quote_id = ${quoteId} group by reaction_type`,
  );
  return Object.fromEntries(rowsOf<{ type: string; n: number }>(result).map((r) => [r.type, r.n]));
}

export async function countVisibleComments(db: Db, quoteId: string): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n from ${comments} where quote_id = ${quoteId} and not hidden`,
  );
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

export async function countReports(db: Db, quoteId: string): Promise<{ open: number; total: number }> {
  const result = await db.execute(
    sql`select count(*) filter (where status = 'open')::int as open, count(*)::int as total
        from ${reports} where quote_id = ${quoteId}`,
  );
  return rowsOf<{ open: number; total: number }>(result)[0] ?? { open: 0, total: 0 };
}
