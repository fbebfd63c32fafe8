import {
  ADMIN_STATS_CACHE_MS,
  ANALYTICS_BUCKET_MS,
  analyticsRange,
  type AdminStats,
  type AnalyticsPoint,
  type AnalyticsQuery,
  type AnalyticsSeries,
} from "#contracts/admin-insights.ts";
import { EVENT_TYPES, QUOTE_STATUSES, REACTION_TYPES, ROLES } from "#contracts/constants.ts";
import type { Db } from "#server/db/client.ts";
import { badRequest } from "#server/plugins/errors.ts";
import * as repo from "./admin-insights.repository.ts";

/** `{ a: 0, b: 0, … }` filled from rows of `{ key, n }`; keys outside the list are ignored. */
function countsOf<K extends string>(keys: readonly K[], rows: readonly repo.KeyCount[]): Record<K, number> {
  const counts = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  for (const row of rows) if (row.key in counts) counts[row.key as K] += row.n;
  return counts;
}

const sum = (values: Record<string, number>) => Object.values(values).reduce((a, b) => a + b, 0);

function emptyPoint(bucket: string): AnalyticsPoint {
  return {
    bucket,
    page_views: 0,
    sessions: 0,
    copies: 0,
    shares: {},
    bookmarks: 0,
    reactions: countsOf(REACTION_TYPES, []),
    signups: 0,
    audio_plays: 0,
  };
}

/** Admin statistics (cached a few seconds) and analytics series (from the hourly rollups and table rows). */
export class AdminInsightsService {
  private stats: { at: number; value: AdminStats } | undefined;
  private counting: Promise<AdminStats> | undefined;
  private recentViews: Promise<boolean> | undefined;

  constructor(private readonly db: Db) {}

  /**
   * The statistics, counted at most once every ADMIN_STATS_CACHE_MS: older figures answer at once while fresh
   * ones are counted (stale while revalidating), so only the very first call waits for the count.
   */
  getStats(now = Date.now()): Promise<AdminStats> {
    if (this.stats && now - this.stats.at < ADMIN_STATS_CACHE_MS) return Promise.resolve(this.stats.value);
    const counting = this.count();
    if (!this.stats) return counting;
    counting.catch(() => undefined); // the next call tries again
    return Promise.resolve(this.stats.value);
  }

  private count(): Promise<AdminStats> {
    this.counting ??= this.computeStats()
      .then((value) => {
        this.stats = { at: Date.now(), value };
        return value;
      })
      .finally(() => {
        this.counting = undefined;
      });
    return this.counting;
  }

  async computeStats(): Promise<AdminStats> {
    const db = this.db;
    this.recentViews ??= repo.hasRecentViewCounts(db).catch((err: unknown) => {
      this.recentViews = undefined;
      throw err;
    });
    const recentViews = await this.recentViews;
    const [statuses, roles, single, reactions, events, topReacted, topViewed] = await Promise.all([
      repo.quotesByStatus(db),
      repo.usersByRole(db),
      repo.singleCounts(db),
      repo.reactionsByType(db),
      repo.eventsLastDayByType(db),
      repo.topReactedLastWeek(db),
      recentViews ? repo.topViewedLastWeek(db) : repo.topViewedAllTime(db),
    ]);
    const byStatus = countsOf(QUOTE_STATUSES, statuses);
    const byRole = countsOf(ROLES, roles);
    const byReaction = countsOf(REACTION_TYPES, reactions);
    const byEvent = countsOf(EVENT_TYPES, events);
    return {
      generated_at: new Date().toISOString(),
      quotes: {
        total: sum(byStatus),
        by_status: byStatus,
        with_audio: single.with_audio,
        audio_seconds: Math.round(Number(single.audio_seconds) * 10) / 10,
      },
      users: {
        total: sum(byRole),
        new_7d: roles.reduce((a, r) => a + r.new_7d, 0),
        new_30d: roles.reduce((a, r) => a + r.new_30d, 0),
        by_role: byRole,
      },
      comments: single.comments,
      open_reports: single.open_reports,
      reactions: { total: sum(byReaction), by_type: byReaction },
      bookmarks: single.bookmarks,
      events_24h: { total: sum(byEvent), by_type: byEvent },
      top_viewed: topViewed,
      top_viewed_window: recentViews ? "7d" : "all_time",
      top_reacted: topReacted,
    };
  }

  async getAnalytics(query: AnalyticsQuery, now = new Date()): Promise<AnalyticsSeries> {
    const range = analyticsRange(query, now);
    if (!range.ok) throw badRequest(range.message, { [range.field]: range.message });
    const { start, end, interval, buckets } = range;
    const db = this.db;
    const [metrics, sessions, sessionsTotal] = await Promise.all([
      repo.rolledUpMetrics(db, interval, start, end),
      repo.sessionsPerBucket(db, interval, start, end),
      repo.distinctSessions(db, interval, start, end),
    ]);

    const ms = ANALYTICS_BUCKET_MS[interval];
    const points = Array.from({ length: buckets }, (_, i) =>
      emptyPoint(new Date(start.getTime() + i * ms).toISOString()),
    );
    const pointOf = (bucket: Date | string) => points[(new Date(bucket).getTime() - start.getTime()) / ms];

    for (const row of metrics) {
      const point = pointOf(row.bucket);
      if (!point) continue;
      if (row.metric === "page_views") point.page_views += row.n;
      else if (row.metric === "copies") point.copies += row.n;
      else if (row.metric === "audio_plays") point.audio_plays += row.n;
      else if (row.metric === "bookmarks") point.bookmarks += row.n;
      else if (row.metric === "signups") point.signups += row.n;
      else if (row.metric === "shares") point.shares[row.dimension] = (point.shares[row.dimension] ?? 0) + row.n;
      else if (row.metric === "reactions" && row.dimension in point.reactions) {
        point.reactions[row.dimension as keyof AnalyticsPoint["reactions"]] += row.n;
      }
    }
    for (const row of sessions) {
      const point = pointOf(row.bucket);
      if (point) point.sessions += row.n;
    }

    const { bucket: _bucket, ...totals } = emptyPoint("");
    for (const point of points) {
      totals.page_views += point.page_views;
      totals.copies += point.copies;
      totals.bookmarks += point.bookmarks;
      totals.signups += point.signups;
      totals.audio_plays += point.audio_plays;
      for (const [platform, n] of Object.entries(point.shares))
        totals.shares[platform] = (totals.shares[platform] ?? 0) + n;
      for (const type of REACTION_TYPES) totals.reactions[type] += point.reactions[type];
    }
    totals.sessions = sessionsTotal;
    return { interval, from: start.toISOString(), to: end.toISOString(), points, totals };
  }
}
