import { inArray, sql, type SQL } from "drizzle-orm";
import { TRENDING_WEIGHTS, TRENDING_WINDOW_SECONDS, type TrendingWindow } from "#contracts/trending.ts";
import { rowsOf, type Db } from "#server/db/client.ts";
import { bookmarks, events, quotes, quoteViewHours, reactions } from "#server/db/schema/index.ts";
import { UUID_PATTERN } from "#contracts/common.ts";
import { canViewQuote, quoteColumns, quoteVisibleAs, type QuoteRow } from "#server/modules/quotes/quotes.public.ts";

const QUOTE_ID = `^${UUID_PATTERN}$`;

export interface Ranked {
  id: string;
  score: number;
}

/**
 * The ids and scores of the approved quotes with the highest trending score in the window, best first (the costly
 * part; loadRanked reads their rows):
 * score = Σ weight(signal) × 0.5^(age / half-life) over the window's views (hourly buckets, aged from the
 * bucket's start), reactions, bookmarks and shares (docs/decisions/021-trending-and-member-pages.md). A share is an
 * analytics event anyone can send, so shares count at most once per quote, client network (the stored anonymised
 * address: IPv4 /24, IPv6 /48) and UTC day, aged from the first of them; views count once per client address and
 * quote a day (countView). Ties go to the quote with more reactions, then more views, then the later id. Quotes
 * with no signal in the window are left out.
 */
export async function rankTrending(db: Db, window: TrendingWindow, limit: number): Promise<Ranked[]> {
  const result = await db.execute(trendingRankingSql(window, limit));
  return rowsOf<{ id: string; score: number | string }>(result).map((r) => ({ id: r.id, score: Number(r.score) }));
}

/** The current rows of ranked quotes, in rank order; any no longer approved are left out. */
export async function loadRanked(db: Db, ranked: Ranked[]): Promise<{ row: QuoteRow; score: number }[]> {
  if (ranked.length === 0) return [];
  const ids = ranked.map((r) => r.id);
  const rows = (await db.select(quoteColumns).from(quotes).where(inArray(quotes.id, ids))) as QuoteRow[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ranked.flatMap(({ id, score }) => {
    const row = byId.get(id);
    // A quote hidden between the two reads is simply left out.
    return row && canViewQuote(row, null) ? [{ row, score }] : [];
  });
}

const CANDIDATE_FACTOR = 3;
const CANDIDATE_MARGIN = 100;

/** The ranking statement: ids and scores of the top `limit` approved quotes in the window. */
export function trendingRankingSql(window: TrendingWindow, limit: number): SQL {
  const { length, halfLife } = TRENDING_WINDOW_SECONDS[window];
  const since = sql`now() - make_interval(secs => ${length})`;
  const decay = (at: SQL) =>
    sql`power(0.5::float8, greatest(extract(epoch from (now() - ${at}))::float8, 0) / ${halfLife}::float8)`;
  const w = TRENDING_WEIGHTS;
  const shareQuote = sql`(${events.properties} ->> 'quote_id')`;
  return sql`
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
      select quote_id, ${w.share}::float8 * ${decay(sql`first_at`)} from (
        select case when ${shareQuote} ~ ${QUOTE_ID} then ${shareQuote}::uuid end as quote_id,
            min(created_at) as first_at
          from ${events} where event_name = 'quote_share' and created_at >= ${since}
          group by 1, coalesce(ip_anonymized, ''), date_trunc('day', created_at, 'UTC')
      ) as shares
    ),
    scores as (select quote_id, sum(s) as score from signals where quote_id is not null group by quote_id),
    -- Only the best few are joined to their quotes (joining every scored quote cost more than the sums);
    -- quotes that are not approved get hardly any signals, so a margin of candidates covers them.
    candidates as (
      select quote_id, score from scores order by score desc, quote_id desc limit ${limit * CANDIDATE_FACTOR + CANDIDATE_MARGIN}
    )
    select q.id, candidates.score
      from candidates join ${quotes} q on q.id = candidates.quote_id
      where ${quoteVisibleAs("q", null)}
      order by candidates.score desc, q.reactions_count desc, q.views desc, q.id desc
      limit ${limit}`;
}
