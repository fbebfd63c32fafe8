import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { QuoteDebug } from "#contracts/debug.ts";
import { bookmarks, quotes, reactions } from "#server/db/schema/index.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { createQuote, type Headers } from "#tests/factories/quotes.ts";
import { createSignedInUser, type SignedInUser } from "#tests/factories/users.ts";

describe.each(DATABASE_KINDS)("debug call on %s", (kind) => {
  let t: TestApp;
  let owner: SignedInUser;
  let admin: SignedInUser;
  let quoteId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [owner, admin] = await Promise.all([
      createSignedInUser(t.app, t.database.db),
      createSignedInUser(t.app, t.database.db, { role: "admin" }),
    ]);
    quoteId = (
      await createQuote(t.app, admin.headers, {
        text: "Debugging is twice as hard as writing the code in the first place.",
        author: "Brian Kernighan",
        category: "wisdom",
        status: "approved",
      })
    ).id;
  });
  afterAll(() => t.close());

  const get = (id: string, headers: Headers = admin.headers) =>
    t.app.inject({ method: "GET", url: `/api/debug/quote/${id}`, headers });

  it("is for admins only", async () => {
    expect((await get(quoteId, {})).statusCode).toBe(401);
    expect((await get(quoteId, owner.headers)).statusCode).toBe(403);
    expect((await get(quoteId)).statusCode).toBe(200);
  });

  it("answers 404 for unknown quotes", async () => {
    expect((await get("00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await get("nope")).statusCode).toBe(404);
  });

  it("shows the stored row, recounted counters and timings", async () => {
    await t.app.inject({
      method: "POST",
      url: `/api/quotes/${quoteId}/comments`,
      headers: admin.headers,
      payload: { content: "Counted" },
    });
    await t.database.db.insert(bookmarks).values({ quoteId, userId: owner.user.id });
    await t.database.db.insert(reactions).values({ quoteId, userId: owner.user.id, reactionType: "funny" });
    await t.database.db
      .update(quotes)
      .set({ bookmarksCount: 1, reactionsCount: 1, reactionCounts: { funny: 1 } })
      .where(eq(quotes.id, quoteId));

    const res = await get(quoteId);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<QuoteDebug>();
    expect(body.quote).toMatchObject({
      id: quoteId,
      author: "Brian Kernighan",
      status: "approved",
      comments_count: 1,
      bookmarks_count: 1,
    });
    expect(body.quote).not.toHaveProperty("search_vector");
    expect(body.counters).toEqual({
      bookmarks: { stored: 1, counted: 1, matches: true },
      reactions: { stored: 1, counted: 1, matches: true },
      comments: { stored: 1, counted: 1, matches: true },
      reaction_counts: { stored: { funny: 1 }, counted: { funny: 1 }, matches: true },
    });
    expect(body.mismatches).toEqual([]);
    expect(body.reports).toEqual({ open: 0, total: 0 });
    for (const name of ["quote_row", "bookmarks", "reactions", "comments", "reports", "caches", "total"]) {
      expect(body.timings_ms[name]).toBeGreaterThanOrEqual(0);
    }
  });

  it("flags counters that drifted from the rows", async () => {
    await t.database.db
      .update(quotes)
      .set({ commentsCount: 7, reactionCounts: { funny: 1, like: 2 } })
      .where(eq(quotes.id, quoteId));
    const body = (await get(quoteId)).json<QuoteDebug>();
    expect(body.counters.comments).toEqual({ stored: 7, counted: 1, matches: false });
    expect(body.counters.reaction_counts.matches).toBe(false);
    expect(body.mismatches.sort()).toEqual(["comments", "reaction_counts"]);
  });

  it("tells whether the anonymous list cache holds the quote", async () => {
    const before = (await get(quoteId)).json<QuoteDebug>();
    expect(before.caches.map((c) => c.name).sort()).toEqual(["anonymous list responses", "rendered public pages"]);
    expect(before.caches.every((c) => c.holding_quote === 0)).toBe(true);
    // A list is kept from its second request on.
    for (let i = 0; i < 2; i++) {
      const listed = await t.app.inject({ method: "GET", url: "/api/quotes?limit=5" });
      expect(listed.statusCode).toBe(200);
    }
    const after = (await get(quoteId)).json<QuoteDebug>();
    const cache = after.caches.find((c) => c.name === "anonymous list responses");
    expect(cache?.entries).toBeGreaterThanOrEqual(1);
    expect(cache?.holding_quote).toBeGreaterThanOrEqual(1);
  });
});
