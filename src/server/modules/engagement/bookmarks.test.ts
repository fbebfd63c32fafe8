import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { BookmarkList } from "#contracts/bookmark-list.ts";
import type { BookmarkState } from "#contracts/engagement.ts";
import type { QuoteCreated } from "#contracts/quotes.ts";
import { quotes } from "#server/db/schema/index.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { createQuote, type Headers } from "#tests/factories/quotes.ts";
import { createSignedInUser, type SignedInUser } from "#tests/factories/users.ts";

describe.each(DATABASE_KINDS)("bookmarks on %s", (kind) => {
  let t: TestApp;
  let user: SignedInUser;
  let owner: SignedInUser;
  let admin: SignedInUser;
  let approved: QuoteCreated;
  let second: QuoteCreated;
  let ownerDraft: QuoteCreated;
  let ownerPending: QuoteCreated;

  const call = (method: "GET" | "POST" | "DELETE", url: string, headers: Headers = {}, payload?: unknown) =>
    t.app.inject({ method, url, headers, payload: payload as Record<string, unknown> | undefined });
  const bookmark = (quoteId: string, headers: Headers) =>
    call("POST", "/api/bookmarks", headers, { quote_id: quoteId });
  const unbookmark = (quoteId: string, headers: Headers) => call("DELETE", `/api/bookmarks/${quoteId}`, headers);
  const list = async (headers: Headers) => {
    const res = await call("GET", "/api/bookmarks", headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<BookmarkList>();
  };
  const storedCount = async (id: string) =>
    (await t.database.db.select({ n: quotes.bookmarksCount }).from(quotes).where(eq(quotes.id, id)))[0]!.n;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    [user, owner, admin] = await Promise.all([
      createSignedInUser(t.app, db),
      createSignedInUser(t.app, db),
      createSignedInUser(t.app, db, { role: "admin" }),
    ]);
    const base = { author: "Ines Marlow", category: "life" };
    approved = await createQuote(t.app, admin.headers, {
      ...base,
      text: "Bookmarks are promises to return.",
      status: "approved",
    });
    second = await createQuote(t.app, admin.headers, {
      ...base,
      text: "A second page worth keeping.",
      status: "approved",
    });
    ownerDraft = await createQuote(t.app, owner.headers, {
      ...base,
      text: "A draft only its owner sees.",
      status: "draft",
    });
    ownerPending = await createQuote(t.app, owner.headers, { ...base, text: "A quote waiting for review." });
  });
  afterAll(() => t.close());

  it("answers 401 to anonymous callers on every call", async () => {
    expect((await call("GET", "/api/bookmarks")).statusCode).toBe(401);
    expect((await bookmark(approved.id, {})).statusCode).toBe(401);
    expect((await unbookmark(approved.id, {})).statusCode).toBe(401);
  });

  it("bookmarks idempotently: 201, then 200, listed once, counted once", async () => {
    const first = await bookmark(approved.id, user.headers);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<BookmarkState>()).toMatchObject({ quote_id: approved.id, bookmarked: true, bookmark_count: 1 });
    const again = await bookmark(approved.id, user.headers);
    expect(again.statusCode).toBe(200);
    expect(again.json<BookmarkState>()).toMatchObject({ bookmarked: true, bookmark_count: 1 });
    expect(again.json<BookmarkState>().created_at).toBe(first.json<BookmarkState>().created_at);
    const mine = await list(user.headers);
    expect(mine.bookmarks.map((b) => b.quote_id)).toEqual([approved.id]);
    expect(mine.total).toBe(1);
    expect(await storedCount(approved.id)).toBe(1);
  });

  it("lists newest first with the quote and the caller's state, privately", async () => {
    await bookmark(second.id, user.headers);
    const mine = await list(user.headers);
    expect(mine.bookmarks.map((b) => b.quote_id)).toEqual([second.id, approved.id]);
    const [latest] = mine.bookmarks;
    expect(latest!.quote).toMatchObject({ id: second.id, text: second.text, bookmarked: true, bookmark_count: 1 });
    // Nobody else sees them.
    expect((await list(owner.headers)).bookmarks).toEqual([]);
    expect((await list(admin.headers)).bookmarks).toEqual([]);
  });

  it("answers 404 for unknown and invisible quotes, 400 for a malformed id", async () => {
    expect((await bookmark("7d4f0a8e-0000-4000-8000-000000000000", user.headers)).statusCode).toBe(404);
    expect((await bookmark(ownerDraft.id, user.headers)).statusCode).toBe(404);
    expect((await bookmark(ownerPending.id, user.headers)).statusCode).toBe(404);
    expect((await bookmark("not-a-uuid", user.headers)).statusCode).toBe(400);
    expect((await call("POST", "/api/bookmarks", user.headers, {})).statusCode).toBe(400);
    expect((await unbookmark(ownerDraft.id, user.headers)).statusCode).toBe(404);
    expect((await unbookmark("not-a-uuid", user.headers)).statusCode).toBe(404);
    expect(await storedCount(ownerDraft.id)).toBe(0);
  });

  it("lets owners bookmark their own unpublished quotes and admins any", async () => {
    expect((await bookmark(ownerDraft.id, owner.headers)).statusCode).toBe(201);
    expect((await bookmark(ownerPending.id, admin.headers)).statusCode).toBe(201);
    expect((await list(owner.headers)).bookmarks.map((b) => b.quote_id)).toEqual([ownerDraft.id]);
    expect((await list(admin.headers)).bookmarks.map((b) => b.quote_id)).toEqual([ownerPending.id]);
  });

  it("removes idempotently and keeps the count exact", async () => {
    const removed = await unbookmark(approved.id, user.headers);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<BookmarkState>()).toMatchObject({ bookmarked: false, bookmark_count: 0, created_at: null });
    const again = await unbookmark(approved.id, user.headers);
    expect(again.statusCode).toBe(200);
    expect(again.json<BookmarkState>()).toMatchObject({ bookmarked: false, bookmark_count: 0 });
    expect(await storedCount(approved.id)).toBe(0);
    expect((await list(user.headers)).bookmarks.map((b) => b.quote_id)).toEqual([second.id]);
  });

  it("hides bookmarks of quotes that left the caller's view, yet lets them be removed", async () => {
    const hidden = await createQuote(t.app, admin.headers, {
      author: "Ines Marlow",
      category: "life",
      text: "Soon to be withdrawn from view.",
      status: "approved",
    });
    expect((await bookmark(hidden.id, user.headers)).statusCode).toBe(201);
    const rejected = await call("POST", `/api/quotes/${hidden.id}/reject`, admin.headers, {});
    expect(rejected.statusCode).toBe(200);
    expect((await list(user.headers)).bookmarks.map((b) => b.quote_id)).not.toContain(hidden.id);
    const removed = await unbookmark(hidden.id, user.headers);
    expect(removed.statusCode).toBe(200);
    expect(await storedCount(hidden.id)).toBe(0);
  });

  it("keeps the count exact when many users bookmark at once", async () => {
    const users = await Promise.all(Array.from({ length: 20 }, () => createSignedInUser(t.app, t.database.db)));
    const target = await createQuote(t.app, admin.headers, {
      author: "Ines Marlow",
      category: "life",
      text: "Everyone keeps this one.",
      status: "approved",
    });
    const results = await Promise.all(
      users.flatMap((u) => [bookmark(target.id, u.headers), bookmark(target.id, u.headers)]),
    );
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 201)).toBe(true);
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(20);
    expect(await storedCount(target.id)).toBe(20);
    await Promise.all(users.slice(0, 5).map((u) => unbookmark(target.id, u.headers)));
    expect(await storedCount(target.id)).toBe(15);
  });
});
