import { inArray, sql, type SQL } from "drizzle-orm";
import { TRENDING_WEIGHTS, TRENDING_WINDOW_SECONDS, type TrendingWindow } from "#contracts/trending.ts";
import { rowsOf, type Db } from "#server/db/client.ts";
import { bookmarks, events, quotes, quoteViewHours, reactions } from "#server/db/schema/index.ts";
import { quoteColumns, type QuoteRow } from "#server/modules/quotes/quote-engagement.ts";

const UUID_PATTERN = "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$";

/**
 * The approved quotes with the highest trending score in the window, best first:
 * score = Σ weight(signal) × 0.5^(age / half-life) over the window's views (hourly buckets, aged from the
 * bucket's start), reactions, bookmarks and shares (docs/decisions/018-trending.md). Ties go to the quote with
 * more reactions, then more views, then the later id. Quotes with no signal in the window are left out.
 */
export async function findTrending(
  db: Db,
  window: TrendingWindow,
  limit: number,
): Promise<{ row: QuoteRow; score: number }[]> {
  const { length, halfLife } = TRENDING_WINDOW_SECONDS[window];
  const since = sql`now() - make_interval(secs => ${length})`;
  const decay = (at: SQL) =>
    sql`power(0.5::float8, greatest(extract(epoch from (now() - ${at}))::float8, 0) / ${halfLife}::float8)`;
  const w = TRENDING_WEIGHTS;
  const shareQuote = sql`(${events.properties} ->> 'quote_id')`;
  const result = await db.execute(sql`
    with signals as (
      select quote_id, ${w.view}::float8 * views * ${decay(sql`hour`)} as s
        from ${quoteViewHours} where hour >= ${since}
      union all
      select quote_id, ${w.reaction}::float8 * ${decay(sql`created_at`)}
        from ${reactions} where created_at >= ${since}
      union all
      select quote_id, ${w.bookmark}::float8 * ${decay(sql`created_at`)}
        from ${bookmarks} where created_at >= ${since}
      union all
      select case when ${shareQuote} ~ ${UUID_PATTERN} then ${shareQuote}::uuid end,
          ${w.share}::float8 * ${decay(sql`created_at`)}
        from ${events} where event_name = 'quote_share' and created_at >= ${since}
    ),
    scores as (select quote_id, sum(s) as score from signals where quote_id is not null group by quote_id)
    select q.id, scores.score
      from scores join ${quotes} q on q.id = scores.quote_id
      where q.status = 'approved'
      order by scores.score desc, q.reactions_count desc, q.views desc, q.id desc
      limit ${limit}`);
  const ranked = rowsOf<{ id: string; score: number | string }>(result);
  if (ranked.length === 0) return [];
  const rows = (await db
    .select(quoteColumns)
    .from(quotes)
    .where(
      inArray(
        quotes.id,
        ranked.map((r) => r.id),
      ),
    )) as QuoteRow[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ranked.flatMap(({ id, score }) => {
    const row = byId.get(id);
    // A quote hidden between the two reads is simply left out.
    return row && row.status === "approved" ? [{ row, score: Number(score) }] : [];
  });
}
