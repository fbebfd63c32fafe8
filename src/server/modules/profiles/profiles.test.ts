import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublicProfile } from "#contracts/profiles.ts";
import { eq } from "drizzle-orm";
import type { QuoteCreated, QuoteDetail } from "#contracts/quotes.ts";
import { comments, reactions, users } from "#server/db/schema/index.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { createQuote } from "#tests/factories/quotes.ts";
import { createSignedInUser, type SignedInUser } from "#tests/factories/users.ts";

describe.each(DATABASE_KINDS)("public user pages on %s", (kind) => {
  let t: TestApp;
  let admin: SignedInUser;
  let member: SignedInUser;
  let approved: QuoteCreated[];
  let pending: QuoteCreated;
  let draft: QuoteCreated;

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    admin = await createSignedInUser(t.app, db, { role: "admin" });
    member = await createSignedInUser(t.app, db, { firstname: "Mira", lastname: "Okafor" });
    const base = { author: "Mira Okafor", category: "wisdom" };
    approved = [];
    for (const text of ["The first page is the hardest.", "Second thoughts are first drafts."]) {
      const quote = await createQuote(t.app, member.headers, { ...base, text });
      const res = await t.app.inject({
        method: "POST",
        url: `/api/quotes/${quote.id}/approve`,
        headers: admin.headers,
        payload: { approvedBy: admin.user.id },
      });
      expect(res.statusCode, res.body).toBe(200);
      approved.push(quote);
    }
    pending = await createQuote(t.app, member.headers, { ...base, text: "Still waiting to be read." });
    draft = await createQuote(t.app, member.headers, { ...base, text: "Not ready for anyone.", status: "draft" });
    await db.insert(comments).values([
      { quoteId: approved[0]!.id, userId: member.user.id, content: "Said it myself." },
      { quoteId: approved[0]!.id, userId: member.user.id, content: "Hidden by a moderator.", hidden: true },
    ]);
    await db.insert(reactions).values({ quoteId: approved[1]!.id, userId: member.user.id, reactionType: "inspiring" });
  });
  afterAll(() => t.close());

  it("shows name, member since, counts and approved quotes only — and no private field at all", async () => {
    const res = await get(`/api/users/${member.user.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<PublicProfile>();
    expect(Object.keys(body).sort()).toEqual(["counts", "display_name", "id", "member_since", "quotes", "total"]);
    expect(Object.keys(body.counts).sort()).toEqual(["approved_quotes", "comments", "reactions"]);
    expect(body).toMatchObject({
      id: member.user.id,
      display_name: "Mira Okafor",
      member_since: member.user.createdAt.toISOString(),
      counts: { approved_quotes: 2, comments: 1, reactions: 1 },
      total: 2,
    });
    // Newest first; never the pending quote or the draft.
    expect(body.quotes.map((q) => q.id)).toEqual([approved[1]!.id, approved[0]!.id]);
    expect(body.quotes.map((q) => q.id)).not.toContain(pending.id);
    expect(body.quotes.map((q) => q.id)).not.toContain(draft.id);
    const text = res.body;
    expect(text).not.toContain(member.user.email);
    expect(text).not.toMatch(/"role"|password|"email":"[^"]/);
    expect(body.quotes.every((q) => q.email === null)).toBe(true);
  });

  it("shows the same to the owner and to an admin: no private view through this call", async () => {
    for (const headers of [member.headers, admin.headers]) {
      const body = (await get(`/api/users/${member.user.id}`, headers)).json<PublicProfile>();
      expect(body.quotes.map((q) => q.id)).toEqual([approved[1]!.id, approved[0]!.id]);
      expect(keysOf(body)).toEqual(["counts", "display_name", "id", "member_since", "quotes", "total"]);
    }
  });

  it("pages the quotes with limit and offset", async () => {
    const body = (await get(`/api/users/${member.user.id}?limit=1&offset=1`)).json<PublicProfile>();
    expect(body.quotes.map((q) => q.id)).toEqual([approved[0]!.id]);
    expect(body.total).toBe(2);
    const bad = await get(`/api/users/${member.user.id}?limit=0`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ fields: Record<string, string> }>().fields).toHaveProperty("limit");
  });

  it("answers 404 for an unknown user or an id that cannot be one", async () => {
    for (const id of ["3f0c2c1e-8f7a-4a53-9d55-1a1f0b6a2c44", "not-a-user", "%20"]) {
      const res = await get(`/api/users/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ error: "not_found", message: "User not found" });
    }
  });

  it("shows a member with nothing approved yet with zero counts", async () => {
    const quiet = await createSignedInUser(t.app, t.database.db, { firstname: "Quiet", lastname: "One" });
    const body = (await get(`/api/users/${quiet.user.id}`)).json<PublicProfile>();
    expect(body).toMatchObject({
      display_name: "Quiet One",
      counts: { approved_quotes: 0, comments: 0, reactions: 0 },
      quotes: [],
      total: 0,
    });
  });

  it("names the submitter on the quote page; a disabled member has no page and is not named", async () => {
    const detail = (await get(`/api/quotes/${approved[0]!.id}`)).json<QuoteDetail>();
    expect(detail.submitted_by).toEqual({ id: member.user.id, display_name: "Mira Okafor" });
    const other = await createSignedInUser(t.app, t.database.db, { firstname: "Gone", lastname: "Quiet" });
    const quote = await createQuote(t.app, other.headers, { text: "Soon nobody's.", author: "G", category: "life" });
    await t.app.inject({
      method: "POST",
      url: `/api/quotes/${quote.id}/approve`,
      headers: admin.headers,
      payload: { approvedBy: admin.user.id },
    });
    await t.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, other.user.id));
    const res = await get(`/api/users/${other.user.id}`);
    expect(res.statusCode).toBe(404);
    expect((await get(`/api/quotes/${quote.id}`)).json<QuoteDetail>().submitted_by).toBeNull();
  });
});

function keysOf(body: object) {
  return Object.keys(body).sort();
}
