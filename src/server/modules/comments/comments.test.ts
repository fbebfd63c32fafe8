import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { Comment, CommentList } from "#contracts/comments.ts";
import { COMMENT_MESSAGES, COMMENTS_PER_MINUTE } from "#contracts/comments.ts";
import type { ErrorEnvelope } from "#contracts/common.ts";
import { auditLog, comments, quotes } from "#server/db/schema/index.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { createQuote, type Headers } from "#tests/factories/quotes.ts";
import { createSignedInUser, type SignedInUser } from "#tests/factories/users.ts";

let counter = 0;
const fresh = (over: Record<string, unknown> = {}) => ({
  text: `Comment test thought ${++counter}: every ${counter * 7919} rivers find the sea at last.`,
  author: "Ada Brook",
  category: "wisdom",
  ...over,
});

describe.each(DATABASE_KINDS)("comments on %s", (kind) => {
  let t: TestApp;
  let author: SignedInUser;
  let other: SignedInUser;
  let admin: SignedInUser;
  let quoteId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [author, other, admin] = await Promise.all([
      createSignedInUser(t.app, t.database.db, { firstname: "Grace", lastname: "Hopper" }),
      createSignedInUser(t.app, t.database.db, { firstname: "Alan", lastname: "Turing" }),
      createSignedInUser(t.app, t.database.db, { role: "admin" }),
    ]);
    quoteId = (await createQuote(t.app, admin.headers, fresh({ status: "approved" }))).id;
  });
  afterAll(() => t.close());
  // Each test starts with a fresh rate-limit window for the shared users.
  beforeEach(() => t.app.counters.clear(...[author, other, admin].map((u) => `comments:${u.user.id}`)));

  const inject = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, headers: Headers = {}, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  const newQuote = async (status = "approved") => (await createQuote(t.app, admin.headers, fresh({ status }))).id;
  const post = (id: string, headers: Headers, content: unknown) =>
    inject("POST", `/api/quotes/${id}/comments`, headers, { content });
  async function postOk(id: string, headers: Headers, content: string): Promise<Comment> {
    const res = await post(id, headers, content);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Comment>();
  }
  const list = async (id: string, query = "", headers: Headers = {}) => {
    const res = await inject("GET", `/api/quotes/${id}/comments${query}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CommentList>();
  };
  const storedCount = async (id: string) =>
    (await t.database.db.select({ n: quotes.commentsCount }).from(quotes).where(eq(quotes.id, id)))[0]?.n;
  /** Inserts comments straight into the table (paging tests; no rate limit), oldest first. */
  async function seedComments(id: string, userId: string, n: number) {
    const base = Date.now() - n * 1000;
    await t.database.db.insert(comments).values(
      Array.from({ length: n }, (_, i) => ({
        quoteId: id,
        userId,
        content: `Seeded comment ${i + 1}`,
        createdAt: new Date(base + i * 1000),
        updatedAt: new Date(base + i * 1000),
      })),
    );
    await t.database.db.update(quotes).set({ commentsCount: n }).where(eq(quotes.id, id));
  }

  describe("posting", () => {
    it("needs a signed-in user", async () => {
      const res = await post(quoteId, {}, "Hello");
      expect(res.statusCode).toBe(401);
      expect(res.json<ErrorEnvelope>().message).toBe("Authentication required");
      const invalid = await post(quoteId, {}, "");
      expect(invalid.statusCode).toBe(401);
    });

    it("answers the comment with its author and counts it on the quote", async () => {
      const id = await newQuote();
      const comment = await postOk(id, author.headers, "  What a thought.  ");
      expect(comment).toMatchObject({
        quote_id: id,
        content: "What a thought.",
        user_id: author.user.id,
        author_name: "Grace Hopper",
      });
      expect(comment.created_at).toBe(comment.updated_at);
      expect(await storedCount(id)).toBe(1);
      const page = await list(id);
      expect(page).toEqual({ comments: [comment], total: 1 });
    });

    it.each([
      ["empty", "", COMMENT_MESSAGES.required],
      ["whitespace only", " \n\t  ", COMMENT_MESSAGES.required],
      ["1001 characters", "x".repeat(1001), COMMENT_MESSAGES.tooLong],
      ["1001 emoji", "😀".repeat(1001), COMMENT_MESSAGES.tooLong],
    ])("refuses %s with the message", async (_name, content, message) => {
      const id = await newQuote();
      const res = await post(id, author.headers, content);
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorEnvelope>()).toMatchObject({ message, fields: { content: message } });
      expect(await storedCount(id)).toBe(0);
    });

    it("refuses a missing or non-text content", async () => {
      for (const payload of [{}, { content: 42 }, { content: null }]) {
        const res = await inject("POST", `/api/quotes/${quoteId}/comments`, author.headers, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json<ErrorEnvelope>().fields?.content).toBeDefined();
      }
    });

    it.each([
      ["1 character", "a"],
      ["1000 characters", "y".repeat(1000)],
      ["1000 emoji (one character each)", "🌊".repeat(1000)],
      ["emoji and right-to-left text", "שלום עולם 👋🏽 مرحبا بالعالم"],
      ["a script tag", "<script>alert(1)</script>"],
      ["an attribute break-out", '"><img src=x onerror=alert(1)>'],
      ["markup and entities", "<b>bold</b> &amp; &lt;i&gt; \\ ' \""],
      ["inner line breaks", "first line\n\nsecond line"],
    ])("keeps %s exactly as typed", async (_name, content) => {
      const id = await newQuote();
      const created = await postOk(id, other.headers, content);
      expect(created.content).toBe(content);
      const [listed] = (await list(id)).comments;
      expect(listed?.content).toBe(content);
    });

    it("answers 404 for an unknown, malformed or invisible quote", async () => {
      const pending = (await createQuote(t.app, other.headers, fresh())).id;
      for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", pending]) {
        const res = await post(id, author.headers, "Hello");
        expect(res.statusCode).toBe(404);
      }
      // The owner and admins may see (and comment on) a pending quote.
      await postOk(pending, other.headers, "My own draft thoughts");
      await postOk(pending, admin.headers, "Reviewed");
      expect(await storedCount(pending)).toBe(2);
    });

    it(`allows ${COMMENTS_PER_MINUTE} comments a minute per user, then 429 with Retry-After`, async () => {
      const spammer = await createSignedInUser(t.app, t.database.db);
      const id = await newQuote();
      for (let i = 0; i < COMMENTS_PER_MINUTE; i++) await postOk(id, spammer.headers, `Comment ${i}`);
      const res = await post(id, spammer.headers, "One too many");
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      expect(await storedCount(id)).toBe(COMMENTS_PER_MINUTE);
      // Others are not held back.
      await postOk(id, author.headers, "Still room for me");
    });

    it("keeps the count exact when many users comment at once", async () => {
      const id = await newQuote();
      const users = await Promise.all(Array.from({ length: 8 }, () => createSignedInUser(t.app, t.database.db)));
      const results = await Promise.all(users.map((u, i) => post(id, u.headers, `Concurrent ${i}`)));
      expect(results.map((r) => r.statusCode)).toEqual(users.map(() => 201));
      expect(await storedCount(id)).toBe(8);
      expect((await list(id)).total).toBe(8);
    });
  });

  describe("reading", () => {
    it("pages newest first with limit and offset, and a total", async () => {
      const id = await newQuote();
      await seedComments(id, author.user.id, 25);
      const first = await list(id);
      expect(first.total).toBe(25);
      expect(first.comments).toHaveLength(20);
      expect(first.comments[0]?.content).toBe("Seeded comment 25");
      expect(first.comments[19]?.content).toBe("Seeded comment 6");
      const second = await list(id, "?limit=20&offset=20");
      expect(second.comments.map((c) => c.content)).toEqual([5, 4, 3, 2, 1].map((n) => `Seeded comment ${n}`));
      const small = await list(id, "?limit=3&offset=1");
      expect(small.comments.map((c) => c.content)).toEqual([
        "Seeded comment 24",
        "Seeded comment 23",
        "Seeded comment 22",
      ]);
      expect((await list(id, "?offset=100")).comments).toEqual([]);
    });

    it("refuses bad paging parameters", async () => {
      for (const query of ["?limit=0", "?limit=101", "?offset=-1", "?limit=abc"]) {
        const res = await inject("GET", `/api/quotes/${quoteId}/comments${query}`);
        expect(res.statusCode, query).toBe(400);
      }
    });

    it("is open to anonymous visitors on approved quotes and leaves hidden comments out", async () => {
      const id = await newQuote();
      const shown = await postOk(id, author.headers, "Shown");
      const hidden = await postOk(id, other.headers, "Hidden by a moderator");
      await t.database.db.update(comments).set({ hidden: true }).where(eq(comments.id, hidden.id));
      const page = await list(id);
      expect(page.comments.map((c) => c.id)).toEqual([shown.id]);
      expect(page.total).toBe(1);
    });

    it("answers 404 for quotes the viewer may not see", async () => {
      const pending = (await createQuote(t.app, other.headers, fresh())).id;
      expect((await inject("GET", `/api/quotes/${pending}/comments`)).statusCode).toBe(404);
      expect((await inject("GET", `/api/quotes/${pending}/comments`, author.headers)).statusCode).toBe(404);
      await list(pending, "", other.headers);
      await list(pending, "", admin.headers);
      expect((await inject("GET", "/api/quotes/nope/comments")).statusCode).toBe(404);
    });
  });

  describe("editing and deleting", () => {
    it("lets the author edit, keeping created_at and moving updated_at", async () => {
      const id = await newQuote();
      const comment = await postOk(id, author.headers, "First take");
      await new Promise((r) => setTimeout(r, 5));
      const res = await inject("PATCH", `/api/comments/${comment.id}`, author.headers, {
        content: " <em>Second</em> take ",
      });
      expect(res.statusCode, res.body).toBe(200);
      const edited = res.json<Comment>();
      expect(edited).toMatchObject({ id: comment.id, content: "<em>Second</em> take", created_at: comment.created_at });
      expect(Date.parse(edited.updated_at)).toBeGreaterThan(Date.parse(comment.updated_at));
      expect(await storedCount(id)).toBe(1);
    });

    it("validates edits like new comments", async () => {
      const comment = await postOk(quoteId, author.headers, "To be edited");
      for (const [content, message] of [
        ["   ", COMMENT_MESSAGES.required],
        ["z".repeat(1001), COMMENT_MESSAGES.tooLong],
      ] as const) {
        const res = await inject("PATCH", `/api/comments/${comment.id}`, author.headers, { content });
        expect(res.statusCode).toBe(400);
        expect(res.json<ErrorEnvelope>().message).toBe(message);
      }
    });

    it("refuses anonymous (401) and other users (403); 404 for unknown comments", async () => {
      const comment = await postOk(quoteId, author.headers, "Mine alone");
      expect((await inject("PATCH", `/api/comments/${comment.id}`, {}, { content: "x" })).statusCode).toBe(401);
      expect((await inject("DELETE", `/api/comments/${comment.id}`)).statusCode).toBe(401);
      const patch = await inject("PATCH", `/api/comments/${comment.id}`, other.headers, { content: "Hijacked" });
      expect(patch.statusCode).toBe(403);
      expect(patch.json<ErrorEnvelope>().message).toBe(COMMENT_MESSAGES.forbidden);
      expect((await inject("DELETE", `/api/comments/${comment.id}`, other.headers)).statusCode).toBe(403);
      const unknown = "00000000-0000-4000-8000-000000000000";
      expect((await inject("PATCH", `/api/comments/${unknown}`, author.headers, { content: "x" })).statusCode).toBe(
        404,
      );
      expect((await inject("DELETE", `/api/comments/${unknown}`, author.headers)).statusCode).toBe(404);
      expect((await inject("DELETE", "/api/comments/nope", author.headers)).statusCode).toBe(404);
      expect((await list(quoteId)).comments.find((c) => c.id === comment.id)?.content).toBe("Mine alone");
    });

    it("lets the author delete, and the count follows", async () => {
      const id = await newQuote();
      const a = await postOk(id, author.headers, "One");
      await postOk(id, other.headers, "Two");
      expect(await storedCount(id)).toBe(2);
      const res = await inject("DELETE", `/api/comments/${a.id}`, author.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: a.id, deleted: true });
      expect(await storedCount(id)).toBe(1);
      expect((await list(id)).total).toBe(1);
      expect((await inject("DELETE", `/api/comments/${a.id}`, author.headers)).statusCode).toBe(404);
      expect(await storedCount(id)).toBe(1);
    });

    it("lets an admin edit and delete anyone's comment, with audit entries", async () => {
      const id = await newQuote();
      const comment = await postOk(id, other.headers, "Something rude");
      const edit = await inject("PATCH", `/api/comments/${comment.id}`, admin.headers, {
        content: "[edited by a moderator]",
      });
      expect(edit.statusCode).toBe(200);
      expect(edit.json<Comment>()).toMatchObject({ content: "[edited by a moderator]", user_id: other.user.id });
      const del = await inject("DELETE", `/api/comments/${comment.id}`, admin.headers);
      expect(del.statusCode).toBe(200);
      expect(await storedCount(id)).toBe(0);
      const entries = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityType, "comment"), eq(auditLog.entityId, comment.id)));
      expect(entries.map((e) => e.action).sort()).toEqual(["comment.delete", "comment.update"]);
      for (const entry of entries) {
        expect(entry.actorId).toBe(admin.user.id);
        expect(entry.details).toMatchObject({ quote_id: id, author_id: other.user.id });
      }
    });

    it("writes no audit entry when authors change their own comments", async () => {
      const comment = await postOk(quoteId, author.headers, "Own words");
      await inject("PATCH", `/api/comments/${comment.id}`, author.headers, { content: "Own words, edited" });
      await inject("DELETE", `/api/comments/${comment.id}`, author.headers);
      const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, comment.id));
      expect(entries).toEqual([]);
    });

    it("deleting a quote's comments one by one brings the count back to zero", async () => {
      const id = await newQuote();
      const posted = await Promise.all([author, other, admin].map((u, i) => postOk(id, u.headers, `c${i}`)));
      await Promise.all(posted.map((c) => inject("DELETE", `/api/comments/${c.id}`, admin.headers)));
      expect(await storedCount(id)).toBe(0);
      expect((await list(id)).total).toBe(0);
    });
  });
});
