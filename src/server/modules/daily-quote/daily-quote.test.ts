import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { DailyQuote } from "#contracts/share.ts";
import { DAILY_QUOTE_REPEAT_DAYS } from "#contracts/share.ts";
import { dailyQuotes, quotes } from "#server/db/schema/index.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { createSignedInUser } from "#tests/factories/users.ts";
import { DailyQuoteService, utcDay } from "./daily-quote.service.ts";

const DAY_MS = 86_400_000;

describe.each(DATABASE_KINDS)("quote of the day on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());

  /** A service (as another process would have) whose clock reads `at`. */
  const serviceAt = (at: () => Date) => new DailyQuoteService(t.database.db, { now: at, ttlMs: 0 });

  it("GET /api/quotes/today answers today's approved quote, the same on every call", async () => {
    const first = await t.app.inject({ method: "GET", url: "/api/quotes/today" });
    expect(first.statusCode).toBe(200);
    const body = first.json<DailyQuote>();
    expect(body.day).toBe(utcDay(new Date()));
    expect(body.quote.status).toBe("approved");
    const again = await t.app.inject({ method: "GET", url: "/api/quotes/today" });
    expect(again.json<DailyQuote>().quote.id).toBe(body.quote.id);
  });

  it("is the same quote for the whole UTC day, from any process, and changes the next day", async () => {
    const morning = await serviceAt(() => new Date("2031-03-10T00:00:01Z")).today();
    const evening = await serviceAt(() => new Date("2031-03-10T23:59:59Z")).today();
    expect(morning.day).toBe("2031-03-10");
    expect(evening.quote.id).toBe(morning.quote.id);
    const nextDay = await serviceAt(() => new Date("2031-03-11T00:00:00Z")).today();
    expect(nextDay.day).toBe("2031-03-11");
    expect(nextDay.quote.id).not.toBe(morning.quote.id);
  });

  it("stores one choice when two processes choose a new day at once", async () => {
    const at = () => new Date("2032-07-01T12:00:00Z");
    const [a, b, c] = await Promise.all([serviceAt(at).today(), serviceAt(at).today(), serviceAt(at).today()]);
    expect(new Set([a.quote.id, b.quote.id, c.quote.id]).size).toBe(1);
    const rows = await t.database.db.select().from(dailyQuotes).where(eq(dailyQuotes.day, "2032-07-01"));
    expect(rows).toHaveLength(1);
  });

  it("replaces the day's quote when it is no longer approved", async () => {
    const admin = await createSignedInUser(t.app, t.database.db, { role: "admin" });
    const service = serviceAt(() => new Date("2034-05-05T10:00:00Z"));
    const before = await service.today();
    const res = await t.app.inject({
      method: "POST",
      url: `/api/quotes/${before.quote.id}/reject`,
      headers: admin.headers,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await service.today();
    expect(after.quote.id).not.toBe(before.quote.id);
    expect(after.quote.status).toBe("approved");
  });

  describe(`with exactly ${DAILY_QUOTE_REPEAT_DAYS + 1} approved quotes`, () => {
    // As many quotes as the repeat window has days, plus today: the rule leaves exactly one choice each day, so
    // the outcome is fixed. Without the rule, 91 draws from 91 quotes would all differ with a probability
    // below 1e-37.
    let small: TestApp;
    beforeAll(async () => {
      small = await createTestApp(kind);
      await small.database.db.execute(sql`
        insert into ${quotes} (slug, url_slug, text, author, category, status)
        select 'daily-' || n, 'daily-' || n, 'Daily test thought number ' || n || '.', 'Ada Day', 'wisdom', 'approved'
        from generate_series(1, ${DAILY_QUOTE_REPEAT_DAYS + 1}::int) as n`);
    });
    afterAll(() => small.close());

    it(`does not repeat a quote within ${DAILY_QUOTE_REPEAT_DAYS} days, then brings back the one chosen longest ago`, async () => {
      let clock = new Date("2033-01-01T08:00:00Z").getTime();
      const service = new DailyQuoteService(small.database.db, { now: () => new Date(clock), ttlMs: 0 });
      const chosen: string[] = [];
      for (let day = 0; day <= DAILY_QUOTE_REPEAT_DAYS + 1; day++) {
        chosen.push((await service.today()).quote.id);
        clock += DAY_MS;
      }
      const window = chosen.slice(0, DAILY_QUOTE_REPEAT_DAYS + 1);
      expect(new Set(window).size).toBe(DAILY_QUOTE_REPEAT_DAYS + 1);
      // Day 91: every quote was chosen within the window but the first day's, which is the longest ago.
      expect(chosen[DAILY_QUOTE_REPEAT_DAYS + 1]).toBe(chosen[0]);
    });
  });
});
