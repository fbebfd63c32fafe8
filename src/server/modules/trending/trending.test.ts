import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { QuoteCreated } from "#contracts/quotes.ts";
import type { TrendingList } from "#contracts/trending.ts";
import { bookmarks, events, quoteViewHours, reactions } from "#server/db/schema/index.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { createQuote } from "#tests/factories/quotes.ts";
import { createSignedInUser, createUser, type SignedInUser } from "#tests/factories/users.ts";
import type { ViewerStateOverlay } from "#server/modules/quotes/quotes.public.ts";
import { TrendingService } from "./trending.service.ts";

/** No viewer-state overlay: the quotes as they were made for everyone. */
const asMadeForEveryone: ViewerStateOverlay = (items) => Promise.resolve(items);

const HOUR = 3600_000;
const hoursAgo = (h: number) => new Date(Date.now() - h * HOUR);

describe.each(DATABASE_KINDS)("trending quotes on %s", (kind) => {
  let t: TestApp;
  let admin: SignedInUser;
  let fans: string[];
  /** 1 reaction 1 h ago. */
  let recent: QuoteCreated;
  /** 1 reaction 20 h ago. */
  let older: QuoteCreated;
  /** 3 reactions 3 days ago. */
  let lastWeek: QuoteCreated;
  /** A bookmark and a share 10 days ago. */
  let lastMonth: QuoteCreated;
  /** Reactions 1 h ago, but pending. */
  let pending: QuoteCreated;
  /** Reactions 40 days ago. */
  let ancient: QuoteCreated;

  const get = async (query: string) => {
    const res = await t.app.inject({ method: "GET", url: `/api/quotes/trending${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TrendingList>();
  };
  const ids = (list: TrendingList) => list.quotes.map((q) => q.id);
  const react = (quoteId: string, users: string[], at: Date) =>
    t.database.db
      .insert(reactions)
      .values(users.map((userId) => ({ quoteId, userId, reactionType: "like" as const, createdAt: at })));

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    admin = await createSignedInUser(t.app, db, { role: "admin" });
    fans = (await Promise.all([1, 2, 3].map(() => createUser(db)))).map((u) => u.id);
    const make = (text: string, status = "approved") =>
      createQuote(t.app, admin.headers, { text, author: "Trend Tester", category: "life", status });
    [recent, older, lastWeek, lastMonth, pending, ancient] = await Promise.all([
      make("Recent attention is the loudest kind."),
      make("Yesterday's applause fades by noon."),
      make("Last week's favourite still echoes."),
      make("A month is long enough to forget."),
      make("Waiting in the queue, already loved.", "pending"),
      make("Forty days without a word."),
    ]);
    await react(recent.id, fans.slice(0, 1), hoursAgo(1));
    await react(older.id, fans.slice(0, 1), hoursAgo(20));
    await react(lastWeek.id, fans, hoursAgo(72));
    await db.insert(bookmarks).values({ quoteId: lastMonth.id, userId: fans[0]!, createdAt: hoursAgo(240) });
    await db.insert(events).values({
      eventName: "quote_share",
      eventType: "quote_action",
      properties: { quote_id: lastMonth.id, platform: "twitter" },
      createdAt: hoursAgo(240),
    });
    // A share naming no quote, or something that is not an id, is ignored rather than failing the ranking.
    await db.insert(events).values([
      { eventName: "quote_share", eventType: "quote_action", properties: { quote_id: "not-an-id" } },
      { eventName: "quote_share", eventType: "quote_action", properties: {} },
    ]);
    await react(pending.id, fans, hoursAgo(1));
    await react(ancient.id, fans, hoursAgo(40 * 24));
  });
  afterAll(() => t.close());

  it("ranks the last 24 hours: recent beats older, older signals decay, outside the window is out", async () => {
    const list = await get("?window=24h");
    expect(list.window).toBe("24h");
    expect(ids(list)).toEqual([recent.id, older.id]);
    // 3 × 0.5^(1/6) and 3 × 0.5^(20/6): a half-life of 6 hours.
    expect(list.quotes[0]!.score).toBeCloseTo(3 * 0.5 ** (1 / 6), 2);
    expect(list.quotes[1]!.score).toBeCloseTo(3 * 0.5 ** (20 / 6), 2);
    expect(list.total).toBe(2);
  });

  it("ranks 7 days with a longer half-life: three reactions 3 days old sit between 1 h and 20 h old ones", async () => {
    const list = await get("?window=7d");
    expect(ids(list)).toEqual([recent.id, lastWeek.id, older.id]);
    expect(list.quotes[1]!.score).toBeCloseTo(9 * 0.5 ** (72 / 42), 2);
  });

  it("counts bookmarks and shares in 30 days, never a pending quote or activity older than the window", async () => {
    const list = await get("?window=30d");
    expect(ids(list)).toContain(lastMonth.id);
    expect(ids(list)).not.toContain(pending.id);
    expect(ids(list)).not.toContain(ancient.id);
    const month = list.quotes.find((q) => q.id === lastMonth.id)!;
    expect(month.score).toBeCloseTo((4 + 5) * 0.5 ** (240 / 180), 2);
  });

  it("defaults to 7 days and answers the list endpoint's quote shape plus the score", async () => {
    const list = await get("");
    expect(list.window).toBe("7d");
    const quote = list.quotes[0]!;
    expect(quote).toMatchObject({
      id: recent.id,
      status: "approved",
      bookmarked: false,
      user_reaction: null,
      email: null,
    });
    expect(typeof quote.score).toBe("number");
    expect(quote.reaction_counts.like).toBeTypeOf("number");
    expect(quote.bookmark_count).toBeTypeOf("number");
    expect(quote.comment_count).toBeTypeOf("number");
  });

  it("honours the limit", async () => {
    // 9 × 0.5^(72/180) leads 3 × 0.5^(1/180) over 30 days.
    expect(ids(await get("?window=30d&limit=1"))).toEqual([lastWeek.id]);
  });

  it("refuses a bad window or limit with a 400 naming the field", async () => {
    for (const query of ["?window=1y", "?limit=0", "?limit=51", "?limit=abc", "?limit=2.5"]) {
      const res = await t.app.inject({ method: "GET", url: `/api/quotes/trending${query}` });
      expect(res.statusCode, query).toBe(400);
      const body = res.json<{ error: string; message: string; fields: Record<string, string> }>();
      expect(body.error).toBe("validation_error");
      const field = query.startsWith("?window") ? "window" : "limit";
      expect(Object.keys(body.fields), query).toEqual([field]);
      expect(body.message).toMatch(field === "window" ? /24h, 7d, 30d/ : /1 to 50/);
    }
  });

  it("counts views in hourly buckets as they are read, and drops a quote withdrawn from approval", async () => {
    const viewed = await createQuote(t.app, admin.headers, {
      text: "Read three times in one hour.",
      author: "Trend Tester",
      category: "life",
      status: "approved",
    });
    // Three client addresses; the fourth read comes back from the first one.
    for (const [address, agent] of [
      ["10.9.0.1", "reader-a"],
      ["10.9.0.2", "reader-b"],
      ["10.9.0.3", "reader-c"],
      ["10.9.0.1", "reader-d"],
    ] as const) {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/quotes/${viewed.id}`,
        headers: { "user-agent": agent },
        remoteAddress: address,
      });
      expect(res.statusCode).toBe(200);
    }
    const buckets = await t.database.db.select().from(quoteViewHours).where(eq(quoteViewHours.quoteId, viewed.id));
    expect(buckets.map((b) => b.views)).toEqual([3]);
    const list = await get("?window=24h&limit=10");
    expect(ids(list)).toContain(viewed.id);
    expect(list.quotes.find((q) => q.id === viewed.id)!.score).toBeGreaterThan(3 * 0.5 ** (1 / 6) - 0.01);

    // A quote write clears the cached ranking at once.
    const res = await t.app.inject({
      method: "PATCH",
      url: `/api/quotes/${recent.id}`,
      headers: admin.headers,
      payload: { status: "pending" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(ids(await get("?window=24h&limit=10"))).not.toContain(recent.id);
  });

  it("shows a signed-in caller their own reaction on a trending quote", async () => {
    const fan = await createSignedInUser(t.app, t.database.db);
    await react(older.id, [fan.user.id], new Date());
    const res = await t.app.inject({ method: "GET", url: "/api/quotes/trending?window=24h", headers: fan.headers });
    const mine = res.json<TrendingList>().quotes.find((q) => q.id === older.id);
    expect(mine?.user_reaction).toBe("like");
  });

  it("reads hourly buckets older than the window as nothing", async () => {
    const stale = await createQuote(t.app, admin.headers, {
      text: "Once popular, long ago.",
      author: "Trend Tester",
      category: "life",
      status: "approved",
    });
    await t.database.db.insert(quoteViewHours).values({ quoteId: stale.id, hour: hoursAgo(26), views: 1000 });
    // Limits not asked for before: rankings are kept per window and limit and refreshed in the background.
    expect(ids(await get("?window=24h&limit=18"))).not.toContain(stale.id);
    expect(ids(await get("?window=7d&limit=18"))[0]).toBe(stale.id);
  });

  it("serves the previous ranking while a stale one is worked out again in the background", async () => {
    const service = new TrendingService(
      t.database.db,
      { viewerState: asMadeForEveryone, pageTtlMs: 0, onInvalidate: () => {} },
      {
        "24h": 0,
        "7d": 0,
        "30d": 0,
      },
    );
    const query = { window: "24h" as const, limit: 7 };
    const before = (await service.trending(query, null)).quotes.map((q) => q.id);
    const rising = await createQuote(t.app, admin.headers, {
      text: "Rising while the ranking is busy.",
      author: "Trend Tester",
      category: "life",
      status: "approved",
    });
    await react(rising.id, fans, new Date());
    // This call finds the ranking stale: it answers the previous one and starts the new one.
    expect((await service.trending(query, null)).quotes.map((q) => q.id)).toEqual(before);
    await expect
      .poll(async () => (await service.trending(query, null)).quotes[0]?.id, { timeout: 5000 })
      .toBe(rising.id);
  });
});
