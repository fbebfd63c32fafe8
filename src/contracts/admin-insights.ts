import { z } from "zod";
import {
  ANALYTICS_INTERVALS,
  ANALYTICS_MAX_BUCKETS,
  EVENT_TYPES,
  QUOTE_STATUSES,
  REACTION_TYPES,
  ROLES,
  type AnalyticsInterval,
} from "./constants.ts";

export { ANALYTICS_INTERVALS, ANALYTICS_MAX_BUCKETS, type AnalyticsInterval } from "./constants.ts";

/** How long the admin statistics are reused before they are counted again. */
export const ADMIN_STATS_CACHE_MS = 5_000;
/** Quotes in each top list of the statistics. */
export const ADMIN_TOP_QUOTES = 10;

/** Without `from`: the last 30 days (day) or the last 24 hours (hour), the current one included. */
export const ANALYTICS_DEFAULT_BUCKETS: Record<AnalyticsInterval, number> = { day: 30, hour: 24 };

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
export const ANALYTICS_BUCKET_MS: Record<AnalyticsInterval, number> = { day: DAY_MS, hour: HOUR_MS };

const dateParam = z
  .string()
  .trim()
  .refine((value) => /^\d{4}-\d{2}-\d{2}([T ].*)?$/.test(value) && !Number.isNaN(Date.parse(value)), {
    message: "Must be a date (YYYY-MM-DD) or date-time (ISO 8601)",
  })
  .transform((value) => new Date(value));

/** GET /api/admin/analytics: `from`/`to` are included (whole UTC days or hours); see `analyticsRange`. */
export const AnalyticsQuerySchema = z.object({
  from: dateParam.optional(),
  to: dateParam.optional(),
  interval: z.enum(ANALYTICS_INTERVALS, "Interval must be day or hour").default("day"),
});
export type AnalyticsQuery = z.output<typeof AnalyticsQuerySchema>;

/** The first instant of the UTC day or hour holding `date`. */
export function bucketStart(date: Date, interval: AnalyticsInterval): Date {
  const ms = ANALYTICS_BUCKET_MS[interval];
  return new Date(Math.floor(date.getTime() / ms) * ms);
}

export type AnalyticsRange =
  | { ok: true; start: Date; end: Date; interval: AnalyticsInterval; buckets: number }
  | { ok: false; field: "from" | "to"; message: string };

/**
 * The buckets a query covers: from the UTC day (hour) of `from` to that of `to`, both included; `end` is
 * exclusive. Refuses a `from` after `to` and ranges longer than ANALYTICS_MAX_BUCKETS.
 */
export function analyticsRange(query: AnalyticsQuery, now: Date = new Date()): AnalyticsRange {
  const { interval } = query;
  const ms = ANALYTICS_BUCKET_MS[interval];
  const last = bucketStart(query.to ?? now, interval);
  const start = query.from
    ? bucketStart(query.from, interval)
    : new Date(last.getTime() - (ANALYTICS_DEFAULT_BUCKETS[interval] - 1) * ms);
  if (start > last) return { ok: false, field: "from", message: "From must not be after to" };
  const buckets = (last.getTime() - start.getTime()) / ms + 1;
  const max = ANALYTICS_MAX_BUCKETS[interval];
  if (buckets > max) {
    const span = interval === "day" ? `${max} days` : `${max} hours (${max / 24} days)`;
    return { ok: false, field: "from", message: `The range may cover at most ${span} by ${interval}` };
  }
  return { ok: true, start, end: new Date(last.getTime() + ms), interval, buckets };
}

const count = z.number().int().nonnegative();
const reactionCounts = z.object(
  Object.fromEntries(REACTION_TYPES.map((type) => [type, count])) as Record<
    (typeof REACTION_TYPES)[number],
    typeof count
  >,
);
/** Shares by platform as the client reported it (`properties.platform`; "unknown" when missing). */
const shareCounts = z.record(z.string(), count);

/** One bucket of the analytics series; see docs/decisions/020-admin-insights.md for the source of each. */
export const AnalyticsPointSchema = z.object({
  /** Start of the UTC day or hour. */
  bucket: z.string(),
  page_views: count,
  sessions: count,
  copies: count,
  shares: shareCounts,
  bookmarks: count,
  reactions: reactionCounts,
  signups: count,
  audio_plays: count,
});
export type AnalyticsPoint = z.infer<typeof AnalyticsPointSchema>;

export const AnalyticsSeriesSchema = z.object({
  interval: z.enum(ANALYTICS_INTERVALS),
  /** First bucket's start. */
  from: z.string(),
  /** End of the last bucket (exclusive). */
  to: z.string(),
  points: z.array(AnalyticsPointSchema),
  /** Sums over the range; `sessions` counts each session once however many buckets it spans. */
  totals: AnalyticsPointSchema.omit({ bucket: true }),
});
export type AnalyticsSeries = z.infer<typeof AnalyticsSeriesSchema>;

export const TopQuoteSchema = z.object({
  id: z.uuid(),
  url_slug: z.string(),
  text: z.string(),
  author: z.string(),
  /** The text's language (BCP 47), for its `lang`. */
  language: z.string(),
  status: z.enum(QUOTE_STATUSES),
  /** Views or reactions in the window. */
  count,
});
export type TopQuote = z.infer<typeof TopQuoteSchema>;

const byKey = <const T extends readonly string[]>(keys: T) =>
  z.object(Object.fromEntries(keys.map((key) => [key, count])) as Record<T[number], typeof count>);

/** GET /api/admin/stats. */
export const AdminStatsSchema = z.object({
  generated_at: z.string(),
  quotes: z.object({
    total: count,
    by_status: byKey(QUOTE_STATUSES),
    with_audio: count,
    /** Total narration length, seconds. */
    audio_seconds: z.number().nonnegative(),
  }),
  users: z.object({ total: count, new_7d: count, new_30d: count, by_role: byKey(ROLES) }),
  comments: count,
  open_reports: count,
  reactions: z.object({ total: count, by_type: reactionCounts }),
  bookmarks: count,
  events_24h: z.object({ total: count, by_type: byKey(EVENT_TYPES) }),
  /** Most viewed quotes: views counted in the last 7 days, or all-time views where no recent count exists. */
  top_viewed: z.array(TopQuoteSchema),
  top_viewed_window: z.enum(["7d", "all_time"]),
  /** Quotes with the most reactions given in the last 7 days. */
  top_reacted: z.array(TopQuoteSchema),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;
