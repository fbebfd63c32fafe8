import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { AnalyticsSeries } from "#contracts/admin-insights.ts";
import type { ErrorEnvelope } from "#contracts/common.ts";
import { rowsOf } from "#server/db/client.ts";
import { bookmarks, events, reactions, users } from "#server/db/schema/index.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { fresh } from "#tests/helpers/insight-quotes.ts";
import { createQuote } from "#tests/factories/quotes.ts";
import { createSignedInUser, createUser, randomClientIp, type SignedInUser } from "#tests/factories/users.ts";

describe.each(DATABASE_KINDS)("admin insights on %s", (kind) => {
  describe("GET /api/admin/analytics", () => {
    let t: TestApp;
    let admin: SignedInUser;
    const at = (iso: string) => new Date(iso);

    beforeAll(async () => {
      t = await createTestApp(kind);
      admin = await createSignedInUser(t.app, t.database.db, { role: "admin" });
      const db = t.database.db;
      const ev = (
        eventName: string,
        eventType: "page_view" | "quote_action",
        time: string,
        sessionId: string | null,
        properties: Record<string, unknown> = {},
      ) => ({
        eventName,
        eventType,
        sessionId,
        properties,
        createdAt: at(time),
      });
      // Two statements, as two flushes would be.
      await db
        .insert(events)
        .values([
          ev("page_view", "page_view", "2026-03-02T10:15:00Z", "s1"),
          ev("page_view", "page_view", "2026-03-02T10:45:00Z", "s2"),
          ev("page_view", "page_view", "2026-03-02T11:05:00Z", "s1"),
          ev("quote_copy", "quote_action", "2026-03-02T11:10:00Z", "s1"),
          ev("quote_share", "quote_action", "2026-03-02T11:20:00Z", "s3", { platform: "twitter" }),
        ]);
      await db
        .insert(events)
        .values([
          ev("quote_share", "quote_action", "2026-03-02T23:59:59Z", "s3", { platform: "twitter" }),
          ev("quote_share", "quote_action", "2026-03-02T12:00:00Z", null),
          ev("audio_play", "quote_action", "2026-03-02T12:30:00Z", "s2"),
          ev("bookmark_add", "quote_action", "2026-03-02T12:31:00Z", "s2"),
          ev("page_view", "page_view", "2026-03-03T00:00:00Z", "s1"),
        ]);
      const quote = await createQuote(t.app, admin.headers, fresh("approved"));
      const member = await createUser(db);
      await db
        .update(users)
        .set({ createdAt: at("2026-03-02T12:00:00Z") })
        .where(eq(users.id, member.id));
      await db
        .insert(bookmarks)
        .values({ quoteId: quote.id, userId: member.id, createdAt: at("2026-03-02T10:30:00Z") });
      await db.insert(reactions).values([
        { quoteId: quote.id, userId: member.id, reactionType: "like", createdAt: at("2026-03-02T10:31:00Z") },
        { quoteId: quote.id, userId: admin.user.id, reactionType: "funny", createdAt: at("2026-03-03T08:00:00Z") },
      ]);
    });
    afterAll(() => t.close());

    async function analytics(query: string) {
      const res = await t.app.inject({ method: "GET", url: `/api/admin/analytics?${query}`, headers: admin.headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<AnalyticsSeries>();
    }
    const zeroReactions = {
      like: 0,
      dislike: 0,
      funny: 0,
      inspiring: 0,
      motivating: 0,
      thoughtful: 0,
      relatable: 0,
      powerful: 0,
    };

    it("sums each series by UTC day, from the events and from the bookmark, reaction and user rows", async () => {
      const series = await analytics("from=2026-03-01&to=2026-03-03&interval=day");
      expect(series).toMatchObject({
        interval: "day",
        from: "2026-03-01T00:00:00.000Z",
        to: "2026-03-04T00:00:00.000Z",
      });
      expect(series.points).toEqual([
        {
          bucket: "2026-03-01T00:00:00.000Z",
          page_views: 0,
          sessions: 0,
          copies: 0,
          shares: {},
          bookmarks: 0,
          reactions: zeroReactions,
          signups: 0,
          audio_plays: 0,
        },
        {
          bucket: "2026-03-02T00:00:00.000Z",
          page_views: 3,
          sessions: 3,
          copies: 1,
          shares: { twitter: 2, unknown: 1 },
          bookmarks: 1,
          reactions: { ...zeroReactions, like: 1 },
          signups: 1,
          audio_plays: 1,
        },
        {
          bucket: "2026-03-03T00:00:00.000Z",
          page_views: 1,
          sessions: 1,
          copies: 0,
          shares: {},
          bookmarks: 0,
          reactions: { ...zeroReactions, funny: 1 },
          signups: 0,
          audio_plays: 0,
        },
      ]);
      // s1 was seen on both days: once in the range.
      expect(series.totals).toEqual({
        page_views: 4,
        sessions: 3,
        copies: 1,
        shares: { twitter: 2, unknown: 1 },
        bookmarks: 1,
        reactions: { ...zeroReactions, like: 1, funny: 1 },
        signups: 1,
        audio_plays: 1,
      });
    });

    it("splits the same events by UTC hour", async () => {
      const series = await analytics("from=2026-03-02T10:00:00Z&to=2026-03-02T11:59:59Z&interval=hour");
      expect(series.to).toBe("2026-03-02T12:00:00.000Z");
      expect(series.points.map((p) => [p.bucket, p.page_views, p.sessions, p.copies, p.shares, p.bookmarks])).toEqual([
        ["2026-03-02T10:00:00.000Z", 2, 2, 0, {}, 1],
        ["2026-03-02T11:00:00.000Z", 1, 2, 1, { twitter: 1 }, 0],
      ]);
      expect(series.points[0]!.reactions.like).toBe(1);
      expect(series.totals.sessions).toBe(3);
    });

    it("counts events sent through POST /api/events in the current day and hour", async () => {
      const before = await analytics("interval=hour");
      const res = await t.app.inject({
        method: "POST",
        url: "/api/events",
        remoteAddress: randomClientIp(),
        payload: {
          events: [
            { event_name: "page_view", event_type: "page_view", session_id: "live-1" },
            { event_name: "page_view", event_type: "page_view", session_id: "live-2" },
            {
              event_name: "quote_share",
              event_type: "quote_action",
              session_id: "live-1",
              properties: { platform: "email" },
            },
            { event_name: "audio_play", event_type: "quote_action", session_id: "live-2" },
          ],
        },
      });
      expect(res.statusCode).toBe(202);
      await t.app.eventBuffer.flush();
      const [hour, day] = await Promise.all([analytics("interval=hour"), analytics("")]);
      expect(hour.points).toHaveLength(24);
      expect(day.points).toHaveLength(30);
      expect(day.interval).toBe("day");
      const lastHour = hour.points.at(-1)!;
      const lastHourBefore = before.points.at(-1)!;
      // The hour may have turned between the two reads; then the live events are all in the new one.
      const base =
        lastHourBefore.bucket === lastHour.bucket ? lastHourBefore : { page_views: 0, sessions: 0, audio_plays: 0 };
      expect(lastHour.page_views - base.page_views).toBe(2);
      expect(lastHour.sessions - base.sessions).toBe(2);
      expect(lastHour.audio_plays - base.audio_plays).toBe(1);
      expect(lastHour.shares.email).toBe(1);
      expect(day.points.at(-1)!.page_views).toBeGreaterThanOrEqual(2);
      expect(day.totals.shares.email).toBe(1);
    });

    it.each([
      ["interval=week", "interval"],
      ["from=yesterday", "from"],
      ["from=2026-03-05&to=2026-03-01", "from"],
      ["from=2024-01-01&to=2026-03-01", "from"],
      ["from=2026-03-01T00:00:00Z&to=2026-03-15T00:00:00Z&interval=hour", "from"],
    ])("answers 400 with the field for %s", async (query, field) => {
      const res = await t.app.inject({ method: "GET", url: `/api/admin/analytics?${query}`, headers: admin.headers });
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json<ErrorEnvelope>();
      expect(body.message).toBeTruthy();
      expect(Object.keys(body.fields ?? {})).toContain(field);
    });

    it("is rebuilt exactly by the migration's backfill", async () => {
      const db = t.database.db;
      const snapshot = async () =>
        Promise.all(
          [
            "analytics_hourly order by 1, 2, 3",
            "analytics_session_hours order by 1, 2",
            "analytics_session_days order by 1, 2",
            "analytics_totals order by 1, 2",
          ].map(async (from) => rowsOf(await db.execute(sql.raw(`select * from ${from}`)))),
        );
      const kept = await snapshot();
      expect(kept[0]!.length).toBeGreaterThan(0);
      await db.execute(sql`delete from analytics_hourly`);
      await db.execute(sql`delete from analytics_session_hours`);
      await db.execute(sql`delete from analytics_session_days`);
      await db.execute(sql`delete from analytics_totals`);
      const folder = new URL("../../db/migrations/", import.meta.url);
      const file = fs.readdirSync(folder).find((name) => name.endsWith("_admin_insights.sql"))!;
      const migration = fs.readFileSync(new URL(file, folder), "utf8");
      const backfill = migration.slice(migration.indexOf("-- Backfill"));
      for (const statement of backfill.split("--> statement-breakpoint")) await db.execute(sql.raw(statement));
      expect(await snapshot()).toEqual(kept);
    });

    it("follows deleted bookmarks and replaced reactions", async () => {
      const db = t.database.db;
      await db.delete(bookmarks);
      // A replaced reaction takes its new type and time (as the reaction toggle does).
      await db
        .update(reactions)
        .set({ reactionType: "powerful", createdAt: at("2026-03-01T09:00:00Z") })
        .where(eq(reactions.reactionType, "like"));
      const series = await analytics("from=2026-03-01&to=2026-03-03&interval=day");
      expect(
        series.points.map((p) => [p.bookmarks, p.reactions.like, p.reactions.powerful, p.reactions.funny]),
      ).toEqual([
        [0, 0, 1, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 1],
      ]);
      const totals = rowsOf<{ dimension: string; count: number }>(
        await db.execute(sql`select dimension, count::int as count from analytics_totals order by 1`),
      );
      expect(totals).toEqual([
        { dimension: "", count: 0 },
        { dimension: "funny", count: 1 },
        { dimension: "like", count: 0 },
        { dimension: "powerful", count: 1 },
      ]);
    });

    it("accepts the longest ranges", async () => {
      expect((await analytics("from=2025-03-03&to=2026-03-03")).points).toHaveLength(366);
      expect((await analytics("from=2026-03-01T00:00:00Z&to=2026-03-14T23:00:00Z&interval=hour")).points).toHaveLength(
        336,
      );
    });
  });
});
