import type { AnalyticsPoint, AnalyticsSeries } from "#contracts/admin-insights.ts";
import { REACTION_TYPES } from "#contracts/constants.ts";
import { formatDay } from "#client/lib/dates.ts";

export interface TrafficRow {
  bucket: string;
  label: string;
  page_views: number;
  sessions: number;
}

export interface CountRow {
  key: string;
  label: string;
  count: number;
}

export interface DayCountRow {
  bucket: string;
  label: string;
  count: number;
}

/** Page views and sessions per bucket, labelled "Nov 24". */
export function trafficRows(points: readonly AnalyticsPoint[]): TrafficRow[] {
  return points.map((p) => ({
    bucket: p.bucket,
    label: formatDay(p.bucket),
    page_views: p.page_views,
    sessions: p.sessions,
  }));
}

/** One count per bucket (e.g. sign-ups), labelled "Nov 24". */
export function dailyCounts(points: readonly AnalyticsPoint[], pick: (p: AnalyticsPoint) => number): DayCountRow[] {
  return points.map((p) => ({ bucket: p.bucket, label: formatDay(p.bucket), count: pick(p) }));
}

const capitalize = (word: string) => (word ? word[0]!.toUpperCase() + word.slice(1) : word);

/** Every reaction type in the app's order, with its total over the range. */
export function reactionRows(totals: AnalyticsSeries["totals"]): CountRow[] {
  return REACTION_TYPES.map((type) => ({ key: type, label: capitalize(type), count: totals.reactions[type] }));
}

const PLATFORM_NAMES: Record<string, string> = {
  twitter: "X (Twitter)",
  linkedin: "LinkedIn",
  whatsapp: "WhatsApp",
  tiktok: "TikTok",
  youtube: "YouTube",
  native: "Native share",
  unknown: "Unknown",
};

export function platformLabel(platform: string): string {
  return PLATFORM_NAMES[platform] ?? capitalize(platform);
}

/** Platforms shared to in the range, most shares first (ties by name). */
export function shareRows(totals: AnalyticsSeries["totals"]): CountRow[] {
  return Object.entries(totals.shares)
    .filter(([, count]) => count > 0)
    .map(([key, count]) => ({ key, label: platformLabel(key), count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

export const sumOf = (rows: readonly { count: number }[]) => rows.reduce((total, row) => total + row.count, 0);

/** Whether anything at all happened in the range (else the Overview shows its empty state). */
export function hasActivity(series: AnalyticsSeries): boolean {
  const t = series.totals;
  return (
    t.page_views + t.sessions + t.copies + t.bookmarks + t.signups + t.audio_plays > 0 ||
    Object.values(t.shares).some((n) => n > 0) ||
    Object.values(t.reactions).some((n) => n > 0)
  );
}

/** The busiest bucket of a series, for the charts' text summaries ("peak 42 on Nov 3"). */
export function peakOf<T extends { label: string }>(rows: readonly T[], value: (row: T) => number) {
  let best: T | undefined;
  for (const row of rows) if (!best || value(row) > value(best)) best = row;
  return best && value(best) > 0 ? { label: best.label, value: value(best) } : undefined;
}
