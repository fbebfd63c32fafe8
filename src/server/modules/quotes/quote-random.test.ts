import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { ErrorEnvelope } from "#contracts/common.ts";
import type { QuoteCreated, QuoteList } from "#contracts/quotes.ts";
import { RANDOM_QUERY_MESSAGES, type RandomQuotes } from "#contracts/random-quotes.ts";
import { quoteAudio, quotes } from "#server/db/schema/index.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createQuote, type Headers } from "#tests/factories/quotes.ts";
import { createSignedInUser, type SignedInUser } from "#tests/factories/users.ts";
import { sortedIds } from "#tests/factories/quote-catalogue.ts";

/** A word no demo quote holds, so that a filter on it finds only this file's quotes. */
const mark = `vexley${Date.now().toString(36)}`;
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

describe.each(DATABASE_KINDS)("GET /api/quotes/random on %s", (kind) => {
  let t: TestApp;
  let admin: SignedInUser;
  let member: SignedInUser;
  /** This file's approved quotes, by name. */
  const mine: Record<string, QuoteCreated> = {};

  async function random(query: string, headers: Headers = {}): Promise<RandomQuotes["quotes"]> {
    const res = await t.app.inject({ method: "GET", url: `/api/quotes/random${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<RandomQuotes>().quotes;
  }
  /** Every quote a filter can draw: count=50 many times over, the union. */
  async function everyDrawn(query: string): Promise<string[]> {
    const seen = new Set<string>();
    for (let i = 0; i < 8; i++) for (const quote of await random(`?count=50&${query}`)) seen.add(quote.id);
    return [...seen].sort();
  }
  const idsOf = (...names: string[]) => names.map((name) => mine[name]!.id).sort();

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    [admin, member] = await Promise.all([
      createSignedInUser(t.app, t.database.db, { role: "admin" }),
      createSignedInUser(t.app, t.database.db),
    ]);
    const add = async (name: string, body: Record<string, unknown>) => {
      mine[name] = await createQuote(t.app, admin.headers, { category: "wisdom", status: "approved", ...body });
    };
    // Spoken lengths: short (5 words, 2 s estimated), medium (10 words, 4 s), long (40 words, 16 s).
    await add("short", { text: `${mark} ${words(4)}`, author: `Ada ${mark}`, tags: [mark, "sea"] });
    await add("medium", { text: `${mark} ${words(9)}`, author: `Ada ${mark}`, tags: [mark, "sky"], category: "love" });
    await add("long", { text: `${mark} ${words(39)}`, author: `Bea ${mark}`, tags: [mark, "sea", "sky"] });
    await add("french", {
      text: `${mark} la mer revient toujours`,
      author: `Cy ${mark}`,
      tags: [mark],
      language: "fr",
    });
    await add("canadian", { text: `${mark} la neige tombe`, author: `Cy ${mark}`, tags: [mark], language: "fr-CA" });
    // Narrated: long text but a 3 s narration; short text but a 30 s narration.
    await add("longNarrated", { text: `${mark} ${words(39)} told`, author: `Dee ${mark}`, tags: [mark, "told"] });
    await add("shortNarrated", { text: `${mark} ${words(3)} told`, author: `Dee ${mark}`, tags: [mark, "told"] });
    const narrations = [
      [mine.longNarrated!.id, 3],
      [mine.shortNarrated!.id, 30],
    ] as const;
    for (const [quoteId, duration] of narrations) {
      await t.database.db.insert(quoteAudio).values({
        quoteId,
        audioUrl: `/media/audio/${quoteId}.mp3`,
        audioFilePath: `audio/${quoteId}.mp3`,
        fileSize: 1000,
        duration,
      });
      const res = await t.app.inject({
        method: "PATCH",
        url: `/api/quotes/${quoteId}`,
        headers: admin.headers,
        payload: { has_audio: true },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    // Never drawn: a pending and a rejected quote carrying the mark.
    const pending = await createQuote(t.app, member.headers, {
      text: `${mark} pending one`,
      author: `Ada ${mark}`,
      category: "wisdom",
      tags: [mark],
    });
    expect(pending.status).toBe("pending");
    const rejected = await createQuote(t.app, member.headers, {
      text: `${mark} rejected one`,
      author: `Ada ${mark}`,
      category: "wisdom",
      tags: [mark],
    });
    const res = await t.app.inject({
      method: "POST",
      url: `/api/quotes/${rejected.id}/reject`,
      headers: admin.headers,
      payload: {},
    });
    expect(res.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it("answers one approved quote by default, as the list answers it", async () => {
    const [quote, ...rest] = await random("");
    expect(rest).toEqual([]);
    expect(quote!.status).toBe("approved");
    const list = await t.app.inject({
      method: "GET",
      url: `/api/quotes?authors=${encodeURIComponent(quote!.author)}&limit=100`,
    });
    const listed = list.json<QuoteList>().quotes.find((q) => q.id === quote!.id);
    expect(quote).toEqual(listed);
  });

  it("never repeats a quote within an answer, and draws afresh each time", async () => {
    const drawn = await random("?count=50");
    expect(drawn).toHaveLength(50);
    expect(new Set(drawn.map((q) => q.id)).size).toBe(50);
    expect(drawn.every((q) => q.status === "approved")).toBe(true);
    const again = await random("?count=50");
    expect(again.map((q) => q.id)).not.toEqual(drawn.map((q) => q.id));
  });

  it("answers the matches there are when fewer than count, in no fixed order, and none when nothing matches", async () => {
    const every = idsOf("short", "medium", "long", "french", "canadian", "longNarrated", "shortNarrated");
    const orders = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const drawn = await random(`?count=20&tags=${mark}`);
      expect(sortedIds(drawn)).toEqual(every);
      orders.add(drawn.map((q) => q.id).join());
    }
    expect(orders.size).toBeGreaterThan(1);
    expect(await random(`?count=5&tags=${mark}-nothing`)).toEqual([]);
    expect(await random(`?authors=${mark}&categories=business`)).toEqual([]);
  });

  it("filters by categories, tags (all of them), authors (part of the name) and language", async () => {
    expect(await everyDrawn(`tags=${mark}&categories=love`)).toEqual(idsOf("medium"));
    expect(await everyDrawn(`tags=${mark}&categories=love,wisdom`)).toHaveLength(7);
    expect(await everyDrawn(`tags=${mark},sea`)).toEqual(idsOf("short", "long"));
    expect(await everyDrawn(`tags=${mark},sea,sky`)).toEqual(idsOf("long"));
    expect(await everyDrawn(`authors=ADA%20${mark}`)).toEqual(idsOf("short", "medium"));
    expect(await everyDrawn(`authors=ada%20${mark},bea%20${mark}`)).toEqual(idsOf("short", "medium", "long"));
    expect(await everyDrawn(`tags=${mark}&language=fr`)).toEqual(idsOf("french", "canadian"));
    expect(await everyDrawn(`tags=${mark}&language=fr-CA`)).toEqual(idsOf("canadian"));
    // Drawn from the whole catalogue, every quote keeps to the filter.
    const love = await random("?count=50&categories=love");
    expect(love.length).toBeGreaterThan(10);
    expect(love.every((q) => q.category === "love")).toBe(true);
  });

  it("bounds the text's length in characters", async () => {
    const short = mine.short!.text.length;
    const medium = mine.medium!.text.length;
    const upToShort = Object.values(mine).filter((q) => q.text.length <= short);
    expect(upToShort.length).toBeGreaterThan(1);
    expect(await everyDrawn(`tags=${mark}&max_length=${short}`)).toEqual(sortedIds(upToShort));
    expect(await everyDrawn(`tags=${mark}&min_length=${medium}&max_length=${medium}`)).toEqual(idsOf("medium"));
    const long = await random(`?count=50&min_length=200`);
    expect(long.length).toBeGreaterThan(0);
    expect(long.every((q) => [...q.text].length >= 200)).toBe(true);
  });

  it("bounds the spoken length: the narration's duration when there is one, else 150 words a minute", async () => {
    // 5 s: short (2 s), medium (4 s), the long narrated one (3 s); not its short text read in 30 s.
    expect(await everyDrawn(`tags=${mark}&max_seconds=5`)).toEqual(
      idsOf("short", "medium", "longNarrated", "french", "canadian"),
    );
    expect(await everyDrawn(`tags=${mark}&max_seconds=3.5`)).toEqual(
      idsOf("short", "longNarrated", "french", "canadian"),
    );
    expect(await everyDrawn(`tags=told&max_seconds=30`)).toEqual(idsOf("longNarrated", "shortNarrated"));
    expect(await everyDrawn(`tags=${mark}&max_seconds=1`)).toEqual([]);
  });

  it("leaves out excluded authors and tags", async () => {
    expect(await everyDrawn(`tags=${mark}&exclude_authors=ada,dee,CY`)).toEqual(idsOf("long"));
    expect(await everyDrawn(`tags=${mark}&exclude_tags=sea,told`)).toEqual(idsOf("medium", "french", "canadian"));
    const drawn = await random("?count=50&exclude_tags=life,love&exclude_authors=buddha");
    expect(drawn).toHaveLength(50);
    expect(drawn.some((q) => q.tags.includes("life") || q.tags.includes("love") || /buddha/i.test(q.author))).toBe(
      false,
    );
  });

  it("lays the signed-in caller's own state over the quotes", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/bookmarks",
      headers: member.headers,
      payload: { quote_id: mine.long!.id },
    });
    expect(res.statusCode).toBe(201);
    const [theirs] = await random(`?tags=${mark},sea,sky`, member.headers);
    expect(theirs).toMatchObject({ id: mine.long!.id, bookmarked: true, bookmark_count: 1 });
    const [anonymous] = await random(`?tags=${mark},sea,sky`);
    expect(anonymous).toMatchObject({ id: mine.long!.id, bookmarked: false });
  });

  it("follows writes: a newly approved quote is drawn soon after, a rejected or deleted one at once no more", async () => {
    const tag = `${mark}fresh`;
    expect(await random(`?tags=${tag}`)).toEqual([]);
    const fresh = await createQuote(t.app, admin.headers, {
      text: `${mark} fresh`,
      author: "Eve",
      category: "life",
      tags: [tag],
      status: "approved",
    });
    // The index is rebuilt in the background: the new quote is drawn once it is done.
    const drawnSoon = async () => {
      for (let tries = 0; tries < 100; tries++) {
        const drawn = await random(`?tags=${tag}`);
        if (drawn.length > 0) return drawn.map((q) => q.id);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return [];
    };
    expect(await drawnSoon()).toEqual([fresh.id]);
    // A quote rejected is never answered again, even by the index built before.
    const rejected = await t.app.inject({
      method: "POST",
      url: `/api/quotes/${fresh.id}/reject`,
      headers: admin.headers,
      payload: {},
    });
    expect(rejected.statusCode).toBe(200);
    expect(await random(`?tags=${tag}`)).toEqual([]);
    await t.database.db.update(quotes).set({ status: "approved" }).where(eq(quotes.id, fresh.id));
    const deleted = await t.app.inject({ method: "DELETE", url: `/api/quotes/${fresh.id}`, headers: admin.headers });
    expect(deleted.statusCode).toBe(200);
    expect(await random(`?tags=${tag}`)).toEqual([]);
  });

  it.each([
    ["count=0", "count"],
    ["count=51", "count"],
    ["count=two", "count"],
    ["min_length=-1", "min_length"],
    ["max_length=1.5", "max_length"],
    ["max_seconds=0", "max_seconds"],
    ["max_seconds=soon", "max_seconds"],
    [`exclude_tags=${Array.from({ length: 21 }, (_, i) => `t${i}`).join(",")}`, "exclude_tags"],
    [`exclude_authors=${"x".repeat(101)}`, "exclude_authors"],
    ["language=xx-not-a-language-tag-at-all", "language"],
  ])("refuses %s with a 400 naming %s", async (query, field) => {
    const res = await t.app.inject({ method: "GET", url: `/api/quotes/random?${query}` });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<ErrorEnvelope>().fields ?? {})).toContain(field);
  });

  it("refuses a minimum length above the maximum", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/quotes/random?min_length=50&max_length=10" });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorEnvelope>()).toMatchObject({
      error: "validation_error",
      fields: { min_length: RANDOM_QUERY_MESSAGES.lengthBounds },
    });
    expect(
      (await t.app.inject({ method: "GET", url: "/api/quotes/random?min_length=10&max_length=10" })).statusCode,
    ).toBe(200);
  });
});

describe.each(DATABASE_KINDS)("per-IP limit of anonymous random quotes on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { RATE_LIMIT_LISTS_PER_MIN: "3" } });
  });
  afterAll(() => t.close());

  it("answers 429 once an address asks more often than the uncached lists allow; members are not limited", async () => {
    const get = (remoteAddress: string, headers: Headers = {}) =>
      t.app.inject({ method: "GET", url: "/api/quotes/random", remoteAddress, headers });
    const ip = "198.51.100.40";
    for (let i = 0; i < 3; i++) expect((await get(ip)).statusCode).toBe(200);
    const refused = await get(ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await get("198.51.100.41")).statusCode).toBe(200);
    const member = await createSignedInUser(t.app, t.database.db);
    for (let i = 0; i < 5; i++) expect((await get(ip, member.headers)).statusCode).toBe(200);
  });
});
