/**
 * The engagement counters kept on the quote row (bookmarks, reactions by type and in total), moved by the same
 * statements that change bookmarks and reactions (docs/decisions/008-engagement-counters.md). Who may see a quote
 * is the quotes module's access rule alone (quote-access.ts).
 */
import { eq, sql, type SQL } from "drizzle-orm";
import { completeReactionCounts, type ReactionCounts } from "#contracts/engagement.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { quotes } from "#server/db/schema/index.ts";

type Executor = Db | Tx;

/**
 * For one-statement writes: an `UPDATE` (to use as a CTE) that adds `delta` to the quote's bookmark counter when
 * `when` holds, returning the new count as `bookmarks_count`.
 */
export function bookmarkCountUpdate(quoteId: string, delta: 1 | -1, when: SQL): SQL {
  return sql`update ${quotes} set bookmarks_count = greatest(bookmarks_count + ${delta}::int, 0)
    where id = ${quoteId} and ${when} returning bookmarks_count`;
}

/** The quote's bookmark counter. */
export async function readBookmarkCount(db: Executor, quoteId: string): Promise<number> {
  const [row] = await db.select({ count: quotes.bookmarksCount }).from(quotes).where(eq(quotes.id, quoteId));
  return row?.count ?? 0;
}

/**
 * For one-statement writes: an `UPDATE` (to use as a CTE) moving the quote's reaction counters by one less of
 * `removed` and one more of `added` — SQL text expressions naming a reaction type, or null for none. The per-type
 * map and the total change together; returns `reaction_counts`.
 */
export function reactionCountUpdate(quoteId: string, removed: SQL, added: SQL, when: SQL = sql`true`): SQL {
  const bump = (type: SQL, by: number) =>
    sql`(case when ${type} is null then '{}'::jsonb else jsonb_build_object(${type}, greatest(coalesce((reaction_counts->>(${type}))::int, 0) + ${by}::int, 0)) end)`;
  const one = (type: SQL) => sql`(case when ${type} is null then 0 else 1 end)`;
  return sql`update ${quotes}
    set reaction_counts = reaction_counts || ${bump(removed, -1)} || ${bump(added, 1)},
      reactions_count = greatest(reactions_count + ${one(added)} - ${one(removed)}, 0)
    where id = ${quoteId} and ${when} returning reaction_counts`;
}

/** The quote's reaction counts by type. */
export async function readReactionCounts(db: Executor, quoteId: string): Promise<ReactionCounts> {
  const [row] = await db.select({ counts: quotes.reactionCounts }).from(quotes).where(eq(quotes.id, quoteId));
  return completeReactionCounts(row?.counts);
}
