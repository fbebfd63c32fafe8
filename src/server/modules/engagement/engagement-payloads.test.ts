import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { QuoteCreated, QuoteDetail, QuoteList, QuoteListItem } from "#contracts/quotes.ts";
import { REACTION_TYPES } from "#contracts/constants.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { createQuote, type Headers } from "#tests/factories/quotes.ts";
import { createSignedInUser, type SignedInUser } from "#tests/factories/users.ts";

describe.each(DATABASE_KINDS)("engagement in quote lists and pages on %s", (kind) => {
  let t: TestApp;
  let user: SignedInUser;
  let other: SignedInUser;
  let admin: SignedInUser;
  let owner: SignedInUser;
  let loved: QuoteCreated;
  let kept: QuoteCreated;
  let plain: QuoteCreated;
  let ownerPending: QuoteCreated;

  const get = async <T>(url: string, headers: Headers = {}) => {
    const res = await t.app.inject({ method: "GET", url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  const react = async (id: string, type: string, headers: Headers) => {
    const res = await t.app.inject({
      method: "POST",
      url: `/api/quotes/${id}/reactions`,
      headers,
      payload: { reaction_type: type },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const bookmark = async (id: string, headers: Headers) => {
    const res = await t.app.inject({ method: "POST", url: "/api/bookmarks", headers, payload: { quote_id: id } });
    expect(res.statusCode, res.body).toBeLessThan(300);
  };
  const byId = (list: QuoteList, id: string) => list.quotes.find((q) => q.id === id) as QuoteListItem;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    [user, other, admin, owner] = await Promise.all([
      createSignedInUser(t.app, db),
      createSignedInUser(t.app, db),
      createSignedInUser(t.app, db, { role: "admin" }),
      createSignedInUser(t.app, db),
    ]);
    const base = { author: "Pia Lindqvist", category: "love" };
    plain = await createQuote(t.app, admin.headers, {
      ...base,
      text: "Plain words, plainly said.",
      status: "approved",
    });
    kept = await createQuote(t.app, admin.headers, {
      ...base,
      text: "Kept in a drawer for years.",
      status: "approved",
    });
    loved = await createQuote(t.app, admin.headers, {
      ...base,
      text: "Loved by everyone who reads it.",
      status: "approved",
    });
    ownerPending = await createQuote(t.app, owner.headers, { ...base, text: "The owner's own pending thought." });
    await react(loved.id, "inspiring", user.headers);
    await react(loved.id, "inspiring", other.headers);
    await react(kept.id, "funny", other.headers);
    await bookmark(kept.id, user.headers);
    await bookmark(loved.id, other.headers);
    await bookmark(ownerPending.id, owner.headers);
    await react(ownerPending.id, "like", owner.headers);
  });
  afterAll(() => t.close());

  it("gives anonymous callers counts with all eight types and no personal state", async () => {
    const list = await get<QuoteList>("/api/quotes");
    const item = byId(list, loved.id);
    expect(Object.keys(item.reaction_counts).sort()).toEqual([...REACTION_TYPES].sort());
    expect(item).toMatchObject({
      reaction_counts: { inspiring: 2, like: 0 },
      bookmark_count: 1,
      comment_count: 0,
      bookmarked: false,
      user_reaction: null,
    });
    // One name per count: the stored totals are not answered beside the counts by type.
    expect(item).not.toHaveProperty("reactions_count");
    expect(item).not.toHaveProperty("bookmarks_count");
  });

  it("lays the signed-in caller's own state over the shared page", async () => {
    const mine = await get<QuoteList>("/api/quotes", user.headers);
    expect(byId(mine, loved.id)).toMatchObject({ user_reaction: "inspiring", bookmarked: false });
    expect(byId(mine, kept.id)).toMatchObject({ user_reaction: null, bookmarked: true, reaction_counts: { funny: 1 } });
    expect(byId(mine, plain.id)).toMatchObject({ user_reaction: null, bookmarked: false });
    const theirs = await get<QuoteList>("/api/quotes", other.headers);
    expect(byId(theirs, loved.id)).toMatchObject({ user_reaction: "inspiring", bookmarked: true });
    expect(byId(theirs, kept.id)).toMatchObject({ user_reaction: "funny", bookmarked: false });
    // The anonymous page is still everyone's.
    expect(byId(await get<QuoteList>("/api/quotes"), kept.id)).toMatchObject({
      bookmarked: false,
      user_reaction: null,
    });
  });

  it("shows signed-in callers exact counts at once while the cached public page may lag", async () => {
    await get<QuoteList>("/api/quotes"); // cached now
    await react(plain.id, "powerful", user.headers);
    const mine = await get<QuoteList>("/api/quotes", user.headers);
    expect(byId(mine, plain.id)).toMatchObject({ user_reaction: "powerful", reaction_counts: { powerful: 1 } });
    // The public page is not flushed by the write, but it never shows anyone's personal state.
    expect(byId(await get<QuoteList>("/api/quotes"), plain.id)).toMatchObject({
      bookmarked: false,
      user_reaction: null,
    });
    await new Promise((resolve) => setTimeout(resolve, 3_100));
    expect(byId(await get<QuoteList>("/api/quotes"), plain.id).reaction_counts.powerful).toBe(1);
    await react(plain.id, "powerful", user.headers); // and take it back
  });

  it("carries the engagement fields on quote pages and their related quotes", async () => {
    const anonymous = await get<QuoteDetail>(`/api/quotes/${kept.id}`);
    expect(anonymous).toMatchObject({ bookmarked: false, user_reaction: null, bookmark_count: 1 });
    const page = await get<QuoteDetail>(`/api/quotes/slug/${kept.url_slug}`, user.headers);
    expect(page).toMatchObject({ bookmarked: true, user_reaction: null, reaction_counts: { funny: 1 } });
    const related = page.related.find((q) => q.id === loved.id);
    expect(related).toMatchObject({ user_reaction: "inspiring", reaction_counts: { inspiring: 2 } });
  });

  it("filters bookmarked and reacted lists for the caller, including their own unpublished quotes", async () => {
    const ids = (list: QuoteList) => list.quotes.map((q) => q.id).sort();
    expect(ids(await get<QuoteList>("/api/quotes?bookmarked=true", user.headers))).toEqual([kept.id]);
    expect(ids(await get<QuoteList>("/api/quotes?reacted=true", user.headers))).toEqual([loved.id]);
    expect(ids(await get<QuoteList>("/api/quotes?userFilter=reacted", other.headers))).toEqual(
      [kept.id, loved.id].sort(),
    );
    expect(ids(await get<QuoteList>("/api/quotes?bookmarked=true", owner.headers))).toEqual([ownerPending.id]);
    expect(ids(await get<QuoteList>("/api/quotes?userFilter=reacted", owner.headers))).toEqual([ownerPending.id]);
    expect(ids(await get<QuoteList>("/api/quotes?bookmarked=true", admin.headers))).toEqual([]);
    const anonymous = await t.app.inject({ method: "GET", url: "/api/quotes?bookmarked=true" });
    expect(anonymous.statusCode).toBe(401);
  });

  it("orders popular lists by reactions from the counters", async () => {
    await new Promise((resolve) => setTimeout(resolve, 3_100)); // shared pages of earlier tests expire
    const popular = await get<QuoteList>("/api/quotes?sort=popular");
    expect(popular.quotes.slice(0, 2).map((q) => q.id)).toEqual([loved.id, kept.id]);
    const endpoint = await get<QuoteList>("/api/quotes/popular?limit=2", user.headers);
    expect(endpoint.quotes.map((q) => q.id)).toEqual([loved.id, kept.id]);
    expect(endpoint.quotes[0]).toMatchObject({ user_reaction: "inspiring" });
    expect(endpoint.quotes[1]).toMatchObject({ bookmarked: true });
  });
});
