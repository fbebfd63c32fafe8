import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorEnvelope } from "#contracts/common.ts";
import type { CategoryCount, QuoteList } from "#contracts/quotes.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";

const DEMO_TOTAL = 2784;
/** The categories of docs/product/messages-and-limits.md. */
const SPEC_CATEGORIES = ["motivation", "love", "wisdom", "success", "life", "business", "inspiration"];

describe.each(DATABASE_KINDS)("quote lists on %s (seeded)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());

  async function page(query: string): Promise<QuoteList> {
    const res = await t.app.inject({ method: "GET", url: `/api/quotes${query}` });
    expect(res.statusCode).toBe(200);
    return res.json<QuoteList>();
  }

  it("pages through every approved quote with no duplicates or gaps", async () => {
    const ids: string[] = [];
    let cursor: string | null | undefined;
    for (;;) {
      const body = await page(`?limit=1000${cursor ? `&cursor=${cursor}` : ""}`);
      expect(body.total).toBe(DEMO_TOTAL);
      ids.push(...body.quotes.map((q) => q.id));
      if (body.quotes.length < 1000) break;
      cursor = body.next_cursor;
    }
    // Offsets (up to their bound of 1000) agree with cursors.
    expect((await page("?limit=1000&offset=1000")).quotes.map((q) => q.id)).toEqual(ids.slice(1000, 2000));
    expect(ids).toHaveLength(DEMO_TOTAL);
    expect(new Set(ids).size).toBe(DEMO_TOTAL);

    // Small pages agree with one large page, in order.
    const small: string[] = [];
    for (let offset = 0; offset < 60; offset += 20) {
      const body = await page(`?offset=${offset}`);
      expect(body.quotes).toHaveLength(20);
      small.push(...body.quotes.map((q) => q.id));
    }
    expect(small).toEqual(ids.slice(0, 60));
  });

  it.each(["latest", "popular", "views", "oldest"])(
    "pages by cursor in the same order as by offset (sort=%s), with the list's total on every page",
    async (sort) => {
      const expected: string[] = [];
      for (const offset of [0, 1000])
        expected.push(...(await page(`?sort=${sort}&limit=1000&offset=${offset}`)).quotes.map((q) => q.id));
      const seen: string[] = [];
      let cursor: string | null | undefined;
      for (let i = 0; i < 12; i++) {
        const body = await page(`?sort=${sort}&limit=100${cursor ? `&cursor=${cursor}&offset=500` : ""}`);
        expect(body.total).toBe(DEMO_TOTAL);
        seen.push(...body.quotes.map((q) => q.id));
        cursor = body.next_cursor;
        expect(cursor).toEqual(expect.any(String));
      }
      expect(seen).toEqual(expected.slice(0, 1200));
    },
  );

  it("ends with no cursor, and gives none for lists ordered by relevance", async () => {
    // Three full pages hold every quote: the third still offers a cursor, which leads to an empty end.
    const rest = DEMO_TOTAL - 2000;
    const first = await page(`?sort=oldest&limit=1000`);
    const second = await page(`?sort=oldest&limit=1000&cursor=${first.next_cursor}`);
    const tail = await page(`?sort=oldest&limit=${rest}&cursor=${second.next_cursor}`);
    expect(tail.quotes).toHaveLength(rest);
    expect(tail.next_cursor).toBeTruthy();
    const end = await page(`?sort=oldest&limit=${rest}&cursor=${tail.next_cursor}`);
    expect(end).toEqual({ quotes: [], total: DEMO_TOTAL, next_cursor: null });
    const ranked = await page("?q=love");
    expect(ranked.quotes.length).toBeGreaterThan(0);
    expect(ranked.next_cursor).toBeNull();
  });

  it("refuses a cursor it did not make, or one for a list it cannot page by cursor", async () => {
    const { next_cursor: popular } = await page("?sort=popular");
    const bad = [
      "not base64 at all!",
      Buffer.from("{}").toString("base64url"),
      Buffer.from('["2025-01-01T00:00:00Z","not-a-uuid"]').toString("base64url"),
      Buffer.from('[1e400, 2, "x"]').toString("base64url"),
      popular ?? "",
    ];
    for (const cursor of bad) {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/quotes?sort=latest&cursor=${encodeURIComponent(cursor)}`,
      });
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json<ErrorEnvelope>()).toMatchObject({
        error: "bad_request",
        message: "This cursor is not valid for this list. Start again without one.",
      });
    }
    const ranked = await t.app.inject({ method: "GET", url: `/api/quotes?q=love&cursor=${popular}` });
    expect(ranked.statusCode).toBe(400);
  });

  it("answers an empty page past the end, with the total", async () => {
    const { total } = await page("?categories=business");
    expect(total).toBeLessThan(1000);
    const body = await page(`?categories=business&offset=${total}`);
    expect(body).toEqual({ quotes: [], total, next_cursor: null });
    const last = await page(`?categories=business&limit=10&offset=${total - 3}`);
    expect(last.quotes).toHaveLength(3);
  });

  it("returns quotes in the API's snake_case shape", async () => {
    const [quote] = (await page("?limit=1")).quotes;
    expect(quote).toMatchObject({
      status: "approved",
      views: 0,
      has_audio: false,
      context: null,
      user_id: null,
    });
    expect(quote?.url_slug).toBe(quote?.slug);
    expect(quote?.text.length).toBeGreaterThan(0);
    expect(quote?.author.length).toBeGreaterThan(0);
    expect(SPEC_CATEGORIES).toContain(quote?.category);
    expect(Number.isNaN(Date.parse(quote?.created_at ?? ""))).toBe(false);
  });

  it.each([
    ["limit=1001", "limit"],
    ["limit=0", "limit"],
    ["limit=abc", "limit"],
    ["offset=-1", "offset"],
    ["offset=1.5", "offset"],
  ])("refuses ?%s with a 400 naming the field", async (query, field) => {
    const res = await t.app.inject({ method: "GET", url: `/api/quotes?${query}` });
    expect(res.statusCode).toBe(400);
    const body = res.json<ErrorEnvelope>();
    expect(body.error).toBe("validation_error");
    expect(typeof body.message).toBe("string");
    expect(body.message.length).toBeGreaterThan(0);
    expect(Object.keys(body.fields ?? {})).toEqual([field]);
    expect(body.message).toBe(body.fields?.[field]);
  });

  it("lists categories with counts that add up to the approved total", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/categories" });
    expect(res.statusCode).toBe(200);
    const categories = res.json<CategoryCount[]>();
    expect(categories.length).toBeGreaterThan(1);
    for (const c of categories) {
      expect(SPEC_CATEGORIES).toContain(c.name);
      expect(c.count).toBeGreaterThan(0);
    }
    expect(new Set(categories.map((c) => c.name)).size).toBe(categories.length);
    expect(categories.reduce((sum, c) => sum + c.count, 0)).toBe(DEMO_TOTAL);
    const counts = categories.map((c) => c.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });
});

describe.each(DATABASE_KINDS)("quote lists on %s (empty)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("answers an empty list", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/quotes" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ quotes: [], total: 0, next_cursor: null });
  });

  it("falls back to the spec's seven categories with zero counts", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/categories" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(
      ["motivation", "love", "wisdom", "success", "life", "business", "inspiration"].map((name) => ({
        name,
        count: 0,
      })),
    );
  });
});
