import { sql } from "drizzle-orm";
import { rowsOf, type Db } from "#server/db/client.ts";
import { quotes, quoteViewHours, quoteViewMarks, quoteVisits } from "#server/db/schema/index.ts";

/** How often (in counted reads) old view marks and view buckets are pruned. */
const PRUNE_EVERY_VIEWS = 500;

/**
 * Counts a view unless this visitor (a client address: see visitorKey) already counted one in the last day; the
 * mark, the counter and the hour's view bucket (trending) move in one statement. Answers the quote's views
 * afterwards, or undefined when not counted.
 */
export async function countView(db: Db, quoteId: string, visitor: string): Promise<number | undefined> {
  const result = await db.execute(sql`
    with mark as (
      insert into ${quoteViewMarks} (quote_id, visitor, viewed_at) values (${quoteId}, ${visitor}, now())
      on conflict (quote_id, visitor) do update set viewed_at = excluded.viewed_at
        where ${quoteViewMarks}.viewed_at <= now() - interval '1 day'
      returning 1
    ),
    hourly as (
      insert into ${quoteViewHours} (quote_id, hour, views)
      select ${quoteId}, date_trunc('hour', now()), 1 where exists (select 1 from mark)
      on conflict (quote_id, hour) do update set views = ${quoteViewHours}.views + 1
    )
    update ${quotes} set views = views + 1
    where id = ${quoteId} and exists (select 1 from mark)
    returning views`);
  return rowsOf<{ views: number }>(result)[0]?.views;
}

/**
 * Forgets view marks older than a day (they no longer hold anything back) and hourly view buckets older
 * than the longest trending window.
 */
export async function pruneViewMarks(db: Db): Promise<void> {
  await db.execute(sql`delete from ${quoteViewMarks} where viewed_at <= now() - interval '1 day'`);
  await db.execute(sql`delete from ${quoteViewHours} where hour < now() - interval '31 days'`);
}

export async function recordVisit(db: Db, quoteId: string, userId: string): Promise<void> {
  await db
    .insert(quoteVisits)
    .values({ quoteId, userId })
    .onConflictDoUpdate({ target: [quoteVisits.userId, quoteVisits.quoteId], set: { visitedAt: sql`now()` } });
}

/**
 * View counting of quote pages: a detail read counts a view once per visitor a day (and the hour's trending
 * bucket), records a signed-in reader's visit, and now and then prunes marks that no longer hold anything back.
 */
export class QuoteViews {
  private sincePrune = 0;

  constructor(private readonly db: Db) {}

  /** Counts a read of the quote by `visitor` (and `readerId`'s visit); the quote's views afterwards, when counted. */
  async count(quoteId: string, visitor: string, readerId: string | undefined): Promise<number | undefined> {
    const [views] = await Promise.all([
      countView(this.db, quoteId, visitor),
      readerId ? recordVisit(this.db, quoteId, readerId) : Promise.resolve(),
    ]);
    if (++this.sincePrune >= PRUNE_EVERY_VIEWS) {
      this.sincePrune = 0;
      await pruneViewMarks(this.db);
    }
    return views;
  }
}
