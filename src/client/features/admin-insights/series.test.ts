import { describe, expect, it } from "vitest";
import type { AnalyticsPoint, AnalyticsSeries } from "#contracts/admin-insights.ts";
import { dailyCounts, hasActivity, peakOf, reactionRows, shareRows, trafficRows } from "./series.ts";

const reactions = {
  like: 0,
  dislike: 0,
  funny: 0,
  inspiring: 0,
  motivating: 0,
  thoughtful: 0,
  relatable: 0,
  powerful: 0,
};
const point = (bucket: string, over: Partial<AnalyticsPoint> = {}): AnalyticsPoint => ({
  bucket,
  page_views: 0,
  sessions: 0,
  copies: 0,
  shares: {},
  bookmarks: 0,
  reactions,
  signups: 0,
  audio_plays: 0,
  ...over,
});
const series = (points: AnalyticsPoint[], totals: Partial<AnalyticsSeries["totals"]> = {}): AnalyticsSeries => {
  const { bucket: _b, ...empty } = point("");
  return { interval: "day", from: points[0]!.bucket, to: "", points, totals: { ...empty, ...totals } };
};

describe("series shaping", () => {
  const points = [
    point("2026-11-01T00:00:00.000Z", { page_views: 4, sessions: 2, signups: 1 }),
    point("2026-11-02T00:00:00.000Z", { page_views: 9, sessions: 3 }),
  ];

  it("labels buckets by UTC day", () => {
    expect(trafficRows(points)).toEqual([
      { bucket: "2026-11-01T00:00:00.000Z", label: "Nov 1", page_views: 4, sessions: 2 },
      { bucket: "2026-11-02T00:00:00.000Z", label: "Nov 2", page_views: 9, sessions: 3 },
    ]);
    expect(dailyCounts(points, (p) => p.signups).map((r) => r.count)).toEqual([1, 0]);
  });

  it("lists every reaction type in order and platforms by shares", () => {
    const s = series(points, {
      reactions: { ...reactions, funny: 2 },
      shares: { email: 1, twitter: 3, whatsapp: 1, reddit: 0 },
    });
    expect(reactionRows(s.totals).map((r) => [r.label, r.count])).toEqual([
      ["Like", 0],
      ["Dislike", 0],
      ["Funny", 2],
      ["Inspiring", 0],
      ["Motivating", 0],
      ["Thoughtful", 0],
      ["Relatable", 0],
      ["Powerful", 0],
    ]);
    expect(shareRows(s.totals).map((r) => [r.label, r.count])).toEqual([
      ["X (Twitter)", 3],
      ["Email", 1],
      ["WhatsApp", 1],
    ]);
  });

  it("knows when nothing happened", () => {
    expect(hasActivity(series(points))).toBe(false);
    expect(hasActivity(series(points, { page_views: 1 }))).toBe(true);
    expect(hasActivity(series(points, { shares: { twitter: 1 } }))).toBe(true);
    expect(hasActivity(series(points, { reactions: { ...reactions, like: 1 } }))).toBe(true);
  });

  it("finds the peak, if any", () => {
    const rows = trafficRows(points);
    expect(peakOf(rows, (r) => r.page_views)).toEqual({ label: "Nov 2", value: 9 });
    expect(peakOf(rows, () => 0)).toBeUndefined();
  });
});
