import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { AdminStats, AnalyticsSeries } from "#contracts/admin-insights.ts";
import type { ErrorEnvelope } from "#contracts/common.ts";
import { rowsOf } from "#server/db/client.ts";
import { bookmarks, events, quoteAudio, quotes, quoteViewHours, reactions, users } from "#server/db/schema/index.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { createQuote, type Headers } from "#tests/factories/quotes.ts";
import { createSignedInUser, createUser, randomClientIp, type SignedInUser } from "#tests/factories/users.ts";
import { topViewedAllTime } from "./admin-insights.repository.ts";

let counter = 0;
const fresh = (status: string) => ({
  text: `Insight test thought ${++counter}: the ${counter * 7919}th river finds the sea.`,
  author: "Ina Sight",
  category: "wisdom",
  status,
});

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe.each(DATABASE_KINDS)("admin insights on %s", (kind) => {
  describe("access", () => {
    let t: TestApp;
    let user: SignedInUser;
    beforeAll(async () => {
      t = await createTestApp(kind);
      user = await createSignedInUser(t.app, t.database.db);
    });
    afterAll(() => t.close());

    it.each(["/api/admin/stats", "/api/admin/analytics", "/api/admin/analytics?interval=nope"])(
      "%s refuses anonymous callers (401) and users (403)",
      async (url) => {
        const anonymous = await t.app.inject({ method: "GET", url });
        expect(anonymous.statusCode).toBe(401);
        const member = await t.app.inject({ method: "GET", url, headers: user.headers });
        expect(member.statusCode).toBe(403);
        expect(member.json<ErrorEnvelope>().error).toBeTruthy();
      },
    );
  });

  describe("GET /api/admin/stats", () => {
    let t: TestApp;
    let admin: SignedInUser;
    let members: SignedInUser[];

    beforeAll(async () => {
      t = await createTestApp(kind);
      admin = await createSignedInUser(t.app, t.database.db, { role: "admin" });
      members = await Promise.all([1, 2, 3].map(() => createSignedInUser(t.app, t.database.db)));
    });
    afterAll(() => t.close());

    const call = (url: string, headers: Headers) => t.app.inject({ method: "GET", url, headers });

    it("agrees with the rows the test wrote, and is reused for a few seconds", async () => {
      const db = t.database.db;
      // Users: the admin and three members now, one superuser who joined 10 days ago, one user 40 days ago.
      const tenDays = await createUser(db, { role: "superuser" });
      const fortyDays = await createUser(db);
      await db
        .update(users)
        .set({ createdAt: daysAgo(10) })
        .where(eq(users.id, tenDays.id));
      await db
        .update(users)
        .set({ createdAt: daysAgo(40) })
        .where(eq(users.id, fortyDays.id));

      const [q1, q2, q3] = await Promise.all(
        [fresh("approved"), fresh("approved"), fresh("approved")].map((b) => createQuote(t.app, admin.headers, b)),
      );
      await createQuote(t.app, admin.headers, fresh("pending"));
      await createQuote(t.app, admin.headers, fresh("draft"));
      await createQuote(t.app, admin.headers, fresh("rejected"));
      const [m1, m2, m3] = members as [SignedInUser, SignedInUser, SignedInUser];

      const react = async (quoteId: string, who: SignedInUser, type: string) => {
        const posted = await t.app.inject({
          method: "POST",
          url: `/api/quotes/${quoteId}/reactions`,
          headers: who.headers,
          payload: { reaction_type: type },
        });
        expect(posted.statusCode, posted.body).toBe(200);
      };
      await react(q1!.id, m1, "like");
      await react(q1!.id, m2, "funny");
      await react(q2!.id, m1, "like");
      await react(q3!.id, m3, "powerful");
      // An older reaction counts in the totals but not in the week's top list.
      await db
        .update(reactions)
        .set({ createdAt: daysAgo(10) })
        .where(sql`${reactions.quoteId} = ${q3!.id}`);

      for (const who of [m1, m2]) {
        const res = await t.app.inject({
          method: "POST",
          url: "/api/bookmarks",
          headers: who.headers,
          payload: { quote_id: q1!.id },
        });
        expect(res.statusCode, res.body).toBeLessThan(300);
      }
      const comment = await t.app.inject({
        method: "POST",
        url: `/api/quotes/${q2!.id}/comments`,
        headers: m1.headers,
        payload: { content: "So true." },
      });
      expect(comment.statusCode, comment.body).toBe(201);
      const report = await t.app.inject({
        method: "POST",
        url: `/api/quotes/${q2!.id}/reports`,
        headers: m2.headers,
        payload: { reason: "spam" },
      });
      expect(report.statusCode, report.body).toBe(201);

      await db.insert(quoteAudio).values([
        { quoteId: q1!.id, audioUrl: "/media/a.mp3", audioFilePath: "a.mp3", fileSize: 1000, duration: 12.5 },
        { quoteId: q2!.id, audioUrl: "/media/b.mp3", audioFilePath: "b.mp3", fileSize: 1000, duration: 3.5 },
      ]);
      // Views: all time q2 5 > q1 3 > q3 2, but four of q2's are older than a week, so the week ranks
      // q1 3 > q3 2 > q2 1. The hourly buckets are what the view counter writes beside `quotes.views`.
      await db.update(quotes).set({ views: 5 }).where(eq(quotes.id, q2!.id));
      await db.update(quotes).set({ views: 3 }).where(eq(quotes.id, q1!.id));
      await db.update(quotes).set({ views: 2 }).where(eq(quotes.id, q3!.id));
      const hourOf = (date: Date) => new Date(Math.floor(date.getTime() / 3_600_000) * 3_600_000);
      await db.insert(quoteViewHours).values([
        { quoteId: q2!.id, hour: hourOf(daysAgo(10)), views: 4 },
        { quoteId: q2!.id, hour: hourOf(daysAgo(1)), views: 1 },
        { quoteId: q1!.id, hour: hourOf(daysAgo(0)), views: 3 },
        { quoteId: q3!.id, hour: hourOf(daysAgo(2)), views: 2 },
      ]);

      // Events: five through the ingestion endpoint, one two days old.
      const posted = await t.app.inject({
        method: "POST",
        url: "/api/events",
        remoteAddress: randomClientIp(),
        payload: {
          events: [
            { event_name: "page_view", event_type: "page_view", session_id: "a" },
            { event_name: "page_view", event_type: "page_view", session_id: "a" },
            { event_name: "page_view", event_type: "page_view", session_id: "b" },
            { event_name: "quote_copy", event_type: "quote_action", session_id: "b" },
            { event_name: "sign_in", event_type: "authentication" },
          ],
        },
      });
      expect(posted.json()).toMatchObject({ accepted: 5 });
      await t.app.eventBuffer.flush();
      await db.insert(events).values({ eventName: "page_view", eventType: "page_view", createdAt: daysAgo(2) });

      const res = await call("/api/admin/stats", admin.headers);
      expect(res.statusCode, res.body).toBe(200);
      const stats = res.json<AdminStats>();
      expect(stats.quotes).toEqual({
        total: 6,
        by_status: { draft: 1, pending: 1, rejected: 1, approved: 3 },
        with_audio: 2,
        audio_seconds: 16,
      });
      expect(stats.users).toEqual({
        total: 6,
        new_7d: 4,
        new_30d: 5,
        by_role: { user: 4, superuser: 1, admin: 1 },
      });
      expect(stats.comments).toBe(1);
      expect(stats.open_reports).toBe(1);
      expect(stats.bookmarks).toBe(2);
      expect(stats.reactions.total).toBe(4);
      expect(stats.reactions.by_type).toMatchObject({ like: 2, funny: 1, powerful: 1, dislike: 0 });
      expect(stats.events_24h).toEqual({
        total: 5,
        by_type: {
          user_interaction: 0,
          page_view: 3,
          quote_action: 1,
          authentication: 1,
          error: 0,
          performance: 0,
        },
      });
      expect(stats.top_reacted.map((q) => [q.id, q.count])).toEqual([
        [q1!.id, 2],
        [q2!.id, 1],
      ]);
      expect(stats.top_reacted[0]).toMatchObject({ url_slug: q1!.url_slug, author: "Ina Sight", status: "approved" });
      // Every migrated database has the hourly view counts, so the Overview ranks the last 7 days.
      expect(stats.top_viewed_window).toBe("7d");
      expect(stats.top_viewed.map((q) => [q.id, q.count])).toEqual([
        [q1!.id, 3],
        [q3!.id, 2],
        [q2!.id, 1],
      ]);
      expect(stats.top_viewed[0]).toMatchObject({ url_slug: q1!.url_slug, author: "Ina Sight", status: "approved" });
      // The all-time fallback (a database without the hourly counts) ranks by the quote's counter.
      expect((await topViewedAllTime(db)).map((q) => [q.id, q.count])).toEqual([
        [q2!.id, 5],
        [q1!.id, 3],
        [q3!.id, 2],
      ]);

      // Within the cache's few seconds, the same figures come back.
      await createUser(db);
      const again = (await call("/api/admin/stats", admin.headers)).json<AdminStats>();
      expect(again.generated_at).toBe(stats.generated_at);
      expect(again.users.total).toBe(6);
    });
  });

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
