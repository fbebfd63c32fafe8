import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { EventBatchResult } from "#contracts/events.ts";
import type { QuoteDetail } from "#contracts/quotes.ts";
import type { TrendingList } from "#contracts/trending.ts";
import { quotes, quoteViewHours, quoteViewMarks } from "#server/db/schema/index.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { createQuote } from "#tests/factories/quotes.ts";
import { createSignedInUser, type SignedInUser } from "#tests/factories/users.ts";

/** A quote's 24-hour score for `n` signals of weight `w` at most `ageHours` old (half-life 6 h). */
const atLeast = (n: number, w: number, ageHours = 0.01) => n * w * 0.5 ** (ageHours / 6) - 0.01;
const atMost = (n: number, w: number) => n * w;

describe.each(DATABASE_KINDS)("trending cannot be rigged from one address on %s", (kind) => {
  let t: TestApp;
  let admin: SignedInUser;
  let limit = 20;

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { EVENTS_PER_IP_PER_DAY: "100000" } });
    admin = await createSignedInUser(t.app, t.database.db, { role: "admin" });
  });
  afterAll(() => t.close());

  const approvedQuote = (text: string) =>
    createQuote(t.app, admin.headers, { text, author: "Rig Tester", category: "life", status: "approved" });
  /** The quote's 24-hour score; each call asks for a new limit, so that no kept ranking answers it. */
  const scoreOf = async (id: string) => {
    await t.app.eventBuffer.flush();
    const res = await t.app.inject({ method: "GET", url: `/api/quotes/trending?window=24h&limit=${limit++}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TrendingList>().quotes.find((q) => q.id === id)?.score ?? 0;
  };
  const share = (quoteId: string, address: string, times: number) =>
    t.app.inject({
      method: "POST",
      url: "/api/events",
      remoteAddress: address,
      payload: {
        events: Array.from({ length: times }, () => ({
          event_name: "quote_share",
          event_type: "quote_action",
          properties: { quote_id: quoteId, platform: "twitter" },
        })),
      },
    });

  it("counts a flood of share events from one address as one share a day", async () => {
    const target = await approvedQuote("Shared forty times by one script.");
    for (let round = 0; round < 4; round++) {
      const res = await share(target.id, "198.51.100.7", 10);
      expect(res.json<EventBatchResult>().accepted).toBe(10);
    }
    // Its neighbour in the same /24 is the same network.
    await share(target.id, "198.51.100.8", 10);
    const score = await scoreOf(target.id);
    expect(score).toBeGreaterThan(atLeast(1, 5));
    expect(score).toBeLessThanOrEqual(atMost(1, 5));

    // Shares from other networks each count.
    await share(target.id, "203.0.113.9", 3);
    await share(target.id, "2001:db8:77::1", 3);
    expect(await scoreOf(target.id)).toBeGreaterThan(atLeast(3, 5));
  });

  it("counts a view once per address a day, whatever the user agent or account", async () => {
    const target = await approvedQuote("Read by a script with a hundred disguises.");
    const member = await createSignedInUser(t.app, t.database.db);
    const read = (address: string, headers: Record<string, string>) =>
      t.app.inject({ method: "GET", url: `/api/quotes/${target.id}`, remoteAddress: address, headers });
    for (let i = 0; i < 20; i++) {
      const res = await read("192.0.2.44", { "user-agent": `agent-${i}` });
      expect(res.statusCode).toBe(200);
    }
    await read("192.0.2.44", { ...member.headers, "user-agent": "signed-in" });
    // IPv6 addresses in one /64 are one client.
    for (let i = 1; i <= 5; i++) await read(`2001:db8:1:2::${i}`, { "user-agent": `v6-${i}` });

    const [row] = await t.database.db.select({ views: quotes.views }).from(quotes).where(eq(quotes.id, target.id));
    expect(row?.views).toBe(2);
    const buckets = await t.database.db.select().from(quoteViewHours).where(eq(quoteViewHours.quoteId, target.id));
    expect(buckets.map((b) => b.views)).toEqual([2]);
    // Views are counted in hourly buckets, aged from the hour's start.
    const score = await scoreOf(target.id);
    expect(score).toBeGreaterThan(atLeast(2, 1, 1));
    expect(score).toBeLessThanOrEqual(atMost(2, 1));

    // Another address counts; the same one counts again only after a day.
    const other = await read("192.0.2.45", {});
    expect(other.json<QuoteDetail>().views).toBe(3);
    expect((await read("192.0.2.44", {})).json<QuoteDetail>().views).toBe(3);
    await t.database.db
      .update(quoteViewMarks)
      .set({ viewedAt: sql`now() - interval '25 hours'` })
      .where(eq(quoteViewMarks.quoteId, target.id));
    expect((await read("192.0.2.44", {})).json<QuoteDetail>().views).toBe(4);
    expect((await read("192.0.2.44", {})).json<QuoteDetail>().views).toBe(4);
  });
});
