import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { AdminStats } from "#contracts/admin-insights.ts";
import { events, quoteAudio, quotes, quoteViewHours, reactions, users } from "#server/db/schema/index.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { fresh } from "#tests/helpers/insight-quotes.ts";
import { createQuote, type Headers } from "#tests/factories/quotes.ts";
import { createSignedInUser, createUser, randomClientIp, type SignedInUser } from "#tests/factories/users.ts";
import { topViewedAllTime } from "./admin-insights.repository.ts";

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe.each(DATABASE_KINDS)("admin insights on %s", (kind) => {
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
      expect(stats.top_reacted[0]).toMatchObject({
        url_slug: q1!.url_slug,
        author: "Ina Sight",
        status: "approved",
        language: "en",
      });
      // Every migrated database has the hourly view counts, so the Overview ranks the last 7 days.
      expect(stats.top_viewed_window).toBe("7d");
      expect(stats.top_viewed.map((q) => [q.id, q.count])).toEqual([
        [q1!.id, 3],
        [q3!.id, 2],
        [q2!.id, 1],
      ]);
      expect(stats.top_viewed[0]).toMatchObject({
        url_slug: q1!.url_slug,
        author: "Ina Sight",
        status: "approved",
        language: "en",
      });
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
});
