import { sql, type SQL } from "drizzle-orm";
import { ADMIN_TOP_QUOTES, type AnalyticsInterval, type TopQuote } from "#contracts/admin-insights.ts";
import { rowsOf, type Db } from "#server/db/client.ts";
import { quoteVisibleAs } from "#server/modules/quotes/quotes.public.ts";

const iso = (date: Date) => date.toISOString();

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

export interface KeyCount {
  key: string;
  n: number;
}

export const quotesByStatus = (db: Db) =>
  rows<KeyCount>(db, sql`select status::text as key, count(*)::int as n from quotes group by status`);

export const usersByRole = (db: Db) =>
  rows<KeyCount & { new_7d: number; new_30d: number }>(
    db,
    sql`select role::text as key, count(*)::int as n,
          count(*) filter (where created_at >= now() - interval '7 days')::int as new_7d,
          count(*) filter (where created_at >= now() - interval '30 days')::int as new_30d
        from users group by role`,
  );

export async function singleCounts(db: Db) {
  const [row] = await rows<{
    comments: number;
    open_reports: number;
    bookmarks: number;
    with_audio: number;
    audio_seconds: number;
  }>(
    db,
    sql`select (select count(*) from comments)::int as comments,
               (select count(*) from reports where status = 'open')::int as open_reports,
               (select coalesce(sum(count), 0) from analytics_totals where metric = 'bookmarks')::int as bookmarks,
               (select count(*) from quote_audio)::int as with_audio,
               (select coalesce(sum(duration), 0) from quote_audio)::float8 as audio_seconds`,
  );
  return row!;
}

/** From the running totals the reactions trigger keeps. */
export const reactionsByType = (db: Db) =>
  rows<KeyCount>(db, sql`select dimension as key, count::int as n from analytics_totals where metric = 'reactions'`);

/**
 * Events of the last 24 hours, exactly: the whole hours in between from the rollup, the two partial hours at
 * either end from the events themselves (over the created_at index).
 */
export const eventsLastDayByType = (db: Db) =>
  rows<KeyCount>(
    db,
    sql`with bounds as (
          select now() - interval '24 hours' as since,
                 date_trunc('hour', now() - interval '24 hours', 'UTC') + interval '1 hour' as first_full,
                 date_trunc('hour', now(), 'UTC') as current_hour)
        select key, sum(n)::int as n from (
          select dimension as key, sum(count) as n from analytics_hourly, bounds
          where metric = 'events' and bucket >= first_full and bucket < current_hour group by 1
          union all
          select event_type::text, count(*) from events, bounds
          where created_at > since and created_at < first_full group by 1
          union all
          select event_type::text, count(*) from events, bounds
          where created_at >= current_hour group by 1
        ) parts group by key`,
  );

const topColumns = sql`q.id, q.url_slug, q.text, q.author, q.language, q.status::text as status`;

export const topReactedLastWeek = (db: Db) =>
  rows<TopQuote>(
    db,
    sql`select ${topColumns}, r.n as count
        from (select quote_id, count(*)::int as n from reactions
              where created_at >= now() - interval '7 days'
              group by quote_id order by n desc, quote_id limit ${ADMIN_TOP_QUOTES}) r
        join quotes q on q.id = r.quote_id
        order by r.n desc, q.id`,
  );

/** Whether the per-hour view counts of the trending list (`quote_view_hours`) exist in this database. */
export async function hasRecentViewCounts(db: Db): Promise<boolean> {
  const [row] = await rows<{ present: boolean }>(
    db,
    sql`select to_regclass('public.quote_view_hours') is not null as present`,
  );
  return row?.present === true;
}

export const topViewedLastWeek = (db: Db) =>
  rows<TopQuote>(
    db,
    sql`select ${topColumns}, v.n as count
        from (select quote_id, sum(views)::int as n from quote_view_hours
              where hour >= now() - interval '7 days'
              group by quote_id order by n desc, quote_id limit ${ADMIN_TOP_QUOTES}) v
        join quotes q on q.id = v.quote_id
        order by v.n desc, q.id`,
  );

/** All-time views of approved quotes, over the (status, views) index. */
export const topViewedAllTime = (db: Db) =>
  rows<TopQuote>(
    db,
    sql`select ${topColumns}, q.views as count from quotes q
        where ${quoteVisibleAs("q", null)} and q.views > 0
        order by q.views desc, q.id desc limit ${ADMIN_TOP_QUOTES}`,
  );

export interface BucketRow {
  bucket: Date | string;
  n: number;
}

/**
 * Rolled-up metrics per bucket: page views, copies, shares by platform, audio plays (events); bookmarks, reactions
 * by type, sign-ups (rows, by created_at).
 */
export const rolledUpMetrics = (db: Db, interval: AnalyticsInterval, start: Date, end: Date) =>
  rows<BucketRow & { metric: string; dimension: string }>(
    db,
    sql`select date_trunc(${interval}, bucket, 'UTC') as bucket, metric, dimension, sum(count)::int as n
        from analytics_hourly
        where bucket >= ${iso(start)}::timestamptz and bucket < ${iso(end)}::timestamptz
          and metric in ('page_views', 'copies', 'shares', 'audio_plays', 'bookmarks', 'reactions', 'signups')
        group by 1, 2, 3`,
  );

const sessionStore = (interval: AnalyticsInterval) =>
  interval === "day" ? sql`analytics_session_days` : sql`analytics_session_hours`;
const sessionBucket = (interval: AnalyticsInterval) => (interval === "day" ? sql`day` : sql`bucket`);

export const sessionsPerBucket = (db: Db, interval: AnalyticsInterval, start: Date, end: Date) =>
  rows<BucketRow>(
    db,
    sql`select ${sessionBucket(interval)} as bucket, count(*)::int as n from ${sessionStore(interval)}
        where ${sessionBucket(interval)} >= ${iso(start)}::timestamptz
          and ${sessionBucket(interval)} < ${iso(end)}::timestamptz
        group by 1`,
  );

export async function distinctSessions(db: Db, interval: AnalyticsInterval, start: Date, end: Date) {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(distinct session_id)::int as n from ${sessionStore(interval)}
        where ${sessionBucket(interval)} >= ${iso(start)}::timestamptz
          and ${sessionBucket(interval)} < ${iso(end)}::timestamptz`,
  );
  return row?.n ?? 0;
}
