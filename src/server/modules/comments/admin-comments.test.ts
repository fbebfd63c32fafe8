import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { AdminCommentList, AuditList } from "#contracts/admin-members.ts";
import type { Comment } from "#contracts/comments.ts";
import { comments, quotes } from "#server/db/schema/index.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { createQuote, type Headers } from "#tests/factories/quotes.ts";
import { createSignedInUser, type SignedInUser } from "#tests/factories/users.ts";

describe.each(DATABASE_KINDS)("admin comment moderation on %s", (kind) => {
  let t: TestApp;
  let admin: SignedInUser;
  let alice: SignedInUser;
  let bob: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [admin, alice, bob] = await Promise.all([
      createSignedInUser(t.app, t.database.db, { role: "admin", firstname: "Ada", lastname: "Admin" }),
      createSignedInUser(t.app, t.database.db, { firstname: "Alice", lastname: "Writer" }),
      createSignedInUser(t.app, t.database.db, { firstname: "Bob", lastname: "Talker" }),
    ]);
  });
  afterAll(() => t.close());

  const get = async (query: string, headers: Headers = admin.headers) => {
    const res = await t.app.inject({ method: "GET", url: `/api/admin/comments${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminCommentList>();
  };
  const post = async (quoteId: string, headers: Headers, content: string) => {
    const res = await t.app.inject({
      method: "POST",
      url: `/api/quotes/${quoteId}/comments`,
      headers,
      payload: { content },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Comment>();
  };

  it("refuses anonymous callers and users", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/admin/comments" })).statusCode).toBe(401);
    const res = await t.app.inject({ method: "GET", url: "/api/admin/comments", headers: alice.headers });
    expect(res.statusCode).toBe(403);
  });

  it("lists every comment newest first with its quote and author, searches text and author, and deletes any", async () => {
    const long = `A long thought about gardens ${"and patience ".repeat(20)}`.trim();
    const quote = await createQuote(t.app, admin.headers, {
      text: long,
      author: "Gertrude Jekyll",
      category: "life",
      status: "approved",
    });
    const first = await post(quote.id, alice.headers, "Lovely words about 100% patience_");
    const second = await post(quote.id, bob.headers, "I disagree, gardens are chaos");
    await t.database.db
      .update(comments)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(comments.id, first.id));

    const all = await get("");
    expect(all.total).toBe(2);
    expect(all.comments.map((c) => c.id)).toEqual([second.id, first.id]);
    const [top] = all.comments;
    expect(top).toMatchObject({
      content: "I disagree, gardens are chaos",
      hidden: false,
      author: { id: bob.user.id, name: "Bob Talker", email: bob.user.email },
      quote: { id: quote.id, slug: quote.url_slug, author: "Gertrude Jekyll" },
    });
    expect(top!.quote.excerpt.length).toBeLessThanOrEqual(141);
    expect(top!.quote.excerpt.endsWith("…")).toBe(true);

    expect((await get("?q=DISAGREE")).comments.map((c) => c.id)).toEqual([second.id]);
    expect((await get("?q=alice%20writer")).comments.map((c) => c.id)).toEqual([first.id]);
    expect((await get("?q=100%25%20patience_")).comments.map((c) => c.id)).toEqual([first.id]);
    expect((await get("?q=nothing-like-this")).total).toBe(0);
    const paged = await get("?limit=1&offset=1");
    expect(paged).toMatchObject({ total: 2 });
    expect(paged.comments.map((c) => c.id)).toEqual([first.id]);

    const del = await t.app.inject({ method: "DELETE", url: `/api/comments/${second.id}`, headers: admin.headers });
    expect(del.statusCode, del.body).toBe(200);
    expect((await get("")).comments.map((c) => c.id)).toEqual([first.id]);
    const [row] = await t.database.db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(row?.commentsCount).toBe(1);

    const audit = await t.app.inject({ method: "GET", url: "/api/admin/audit", headers: admin.headers });
    expect(audit.json<AuditList>().entries[0]).toMatchObject({
      entity_type: "comment",
      entity_id: second.id,
      actor_name: "Ada Admin",
    });
  });
});
