import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { AccountExportSchema, EXPORTS_PER_WINDOW, type AccountExport } from "#contracts/account.ts";
import type { ErrorEnvelope } from "#contracts/common.ts";
import type { SavedList } from "#contracts/lists.ts";
import { events, quoteAudio, quoteVisits, sessions, users } from "#server/db/schema/index.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { createQuote } from "#tests/factories/quotes.ts";
import { createSignedInUser, signIn, type SignedInUser } from "#tests/factories/users.ts";
import { accountCalls, fresh } from "#tests/helpers/account-calls.ts";

describe.each(DATABASE_KINDS)("the member's own account on %s", (kind) => {
  let t: TestApp;
  let admin: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await createSignedInUser(t.app, t.database.db, { role: "admin", firstname: "Ada", lastname: "Admin" });
  });
  afterAll(() => t.close());

  const { inject, approve } = accountCalls(
    () => t,
    () => admin,
  );

  describe("data export", () => {
    let owner: SignedInUser;
    let stranger: SignedInUser;
    let ownQuotes: { approved: string; pending: string; draft: string };
    let strangersQuote: string;

    beforeAll(async () => {
      const db = t.database.db;
      owner = await createSignedInUser(t.app, db, { firstname: "Olive", lastname: "Owner" });
      stranger = await createSignedInUser(t.app, db, { firstname: "Stan", lastname: "Stranger" });
      await signIn(t.app, owner.user.email, owner.user.password); // a second device
      const approved = await createQuote(t.app, owner.headers, fresh({ status: "pending", tags: ["dawn"] }));
      await approve(approved.id);
      const pending = await createQuote(t.app, owner.headers, fresh({ status: "pending" }));
      const draft = await createQuote(t.app, owner.headers, fresh({ status: "draft" }));
      ownQuotes = { approved: approved.id, pending: pending.id, draft: draft.id };
      const theirs = await createQuote(t.app, stranger.headers, fresh({ text: "Stranger's secret draft words" }));
      strangersQuote = theirs.id;
      const publicQuote = await createQuote(t.app, admin.headers, fresh({ status: "approved" }));

      // The owner's engagement on a public quote…
      const ok = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBeLessThan(300);
      ok(await inject("POST", "/api/bookmarks", owner.headers, { quote_id: publicQuote.id }));
      ok(
        await inject("POST", `/api/quotes/${publicQuote.id}/reactions`, owner.headers, { reaction_type: "inspiring" }),
      );
      ok(await inject("POST", `/api/quotes/${publicQuote.id}/comments`, owner.headers, { content: "Owner's comment" }));
      ok(
        await inject("POST", `/api/quotes/${publicQuote.id}/reports`, owner.headers, {
          reason: "copyright",
          description: "Owner's report",
        }),
      );
      const list = await inject("POST", "/api/lists", owner.headers, { name: "Owner's morning list" });
      ok(list);
      ok(
        await inject("POST", `/api/lists/${list.json<SavedList>().id}/items`, owner.headers, {
          quote_id: publicQuote.id,
        }),
      );
      // …and the stranger's, on the same quote and on the owner's: none of it is the owner's data.
      ok(await inject("POST", "/api/bookmarks", stranger.headers, { quote_id: ownQuotes.approved }));
      ok(
        await inject("POST", `/api/quotes/${ownQuotes.approved}/reactions`, stranger.headers, {
          reaction_type: "like",
        }),
      );
      ok(
        await inject("POST", `/api/quotes/${ownQuotes.approved}/comments`, stranger.headers, {
          content: "Stranger's comment",
        }),
      );
      ok(await inject("POST", `/api/quotes/${publicQuote.id}/reports`, stranger.headers, { reason: "spam" }));
      ok(await inject("POST", "/api/lists", stranger.headers, { name: "Stranger's list" }));

      await db.insert(quoteAudio).values({
        quoteId: ownQuotes.approved,
        audioUrl: `/media/audio/${ownQuotes.approved}.webm`,
        audioFilePath: `audio/${ownQuotes.approved}.webm`,
        createdByAdmin: false,
        createdBy: owner.user.id,
        fileSize: 12_345,
        duration: 4.5,
      });
      await db.insert(quoteVisits).values([
        { quoteId: publicQuote.id, userId: owner.user.id },
        { quoteId: publicQuote.id, userId: stranger.user.id },
      ]);
      await db.insert(events).values([
        { userId: owner.user.id, eventName: "quote_copy", eventType: "quote_action", pageUrl: "/owner-page" },
        { userId: stranger.user.id, eventName: "quote_share", eventType: "quote_action", pageUrl: "/stranger-page" },
      ]);
    });

    it("downloads every part of the member's data as a dated JSON attachment, and nothing else", async () => {
      const res = await inject("GET", "/api/users/me/export", owner.headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(res.headers["content-disposition"]).toMatch(
        /^attachment; filename="echoes-export-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      expect(res.headers["content-disposition"]).toContain(new Date().toISOString().slice(0, 10));
      expect(res.headers["cache-control"]).toBe("no-store");

      const raw: unknown = JSON.parse(res.body);
      expect(Object.keys(raw as object).sort()).toEqual(
        [
          "audio",
          "audio_awaiting_review",
          "bookmarks",
          "comments",
          "daily_mail",
          "events",
          "exported_at",
          "format",
          "lists",
          "profile",
          "quotes",
          "reactions",
          "reports",
          "sessions",
          "version",
          "visits",
        ].sort(),
      );
      // Strict schemas: any key beyond the named ones (a hash, a token, an id of someone else) fails the parse.
      const data: AccountExport = AccountExportSchema.parse(raw);
      expect(Object.keys(data.profile).sort()).toEqual(
        [
          "created_at",
          "custom_color",
          "email",
          "firstname",
          "id",
          "last_sign_in_at",
          "lastname",
          "role",
          "theme_class",
          "updated_at",
        ].sort(),
      );
      expect(data.profile).toMatchObject({ id: owner.user.id, email: owner.user.email, firstname: "Olive" });

      expect(data.quotes.map((q) => q.id).sort()).toEqual(Object.values(ownQuotes).sort());
      expect(data.quotes.map((q) => q.status).sort()).toEqual(["approved", "draft", "pending"]);
      expect(data.bookmarks).toHaveLength(1);
      expect(data.reactions).toEqual([expect.objectContaining({ reaction_type: "inspiring" })]);
      expect(data.comments.map((c) => c.content)).toEqual(["Owner's comment"]);
      expect(data.reports).toEqual([
        expect.objectContaining({ reason: "copyright", description: "Owner's report", status: "open" }),
      ]);
      expect(data.lists).toHaveLength(1);
      expect(data.lists[0]).toMatchObject({ name: "Owner's morning list" });
      expect(data.lists[0]?.items).toHaveLength(1);
      expect(data.audio).toEqual([
        expect.objectContaining({ quote_id: ownQuotes.approved, file_size: 12_345, created_by_admin: false }),
      ]);
      expect(data.visits).toHaveLength(1);
      expect(data.events.map((e) => e.page_url)).toEqual(["/owner-page"]);
      expect(data.sessions).toHaveLength(2);
      expect(data.sessions.filter((s) => s.current)).toHaveLength(1);

      // Never a secret, never another member.
      const [row] = await t.database.db.select().from(users).where(eq(users.id, owner.user.id));
      const sessionIds = await t.database.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.userId, owner.user.id));
      for (const secret of [
        row?.passwordHash ?? "??",
        owner.token,
        owner.user.password,
        ...sessionIds.map((s) => s.id),
      ]) {
        expect(res.body).not.toContain(secret);
      }
      expect(res.body).not.toMatch(/password|token/i);
      for (const foreign of [
        stranger.user.id,
        stranger.user.email,
        strangersQuote,
        "Stranger",
        "/stranger-page",
        admin.user.id,
      ]) {
        expect(res.body).not.toContain(foreign);
      }
    });

    it("gives each member only their own data", async () => {
      const res = await inject("GET", "/api/users/me/export", stranger.headers);
      expect(res.statusCode).toBe(200);
      const data = AccountExportSchema.parse(res.json());
      expect(data.profile.id).toBe(stranger.user.id);
      expect(data.quotes.map((q) => q.id)).toEqual([strangersQuote]);
      expect(data.comments.map((c) => c.content)).toEqual(["Stranger's comment"]);
      expect(data.events.map((e) => e.page_url)).toEqual(["/stranger-page"]);
      expect(data.audio).toEqual([]);
      expect(res.body).not.toContain(owner.user.id);
      expect(res.body).not.toContain(owner.user.email);
      expect(res.body).not.toContain("Owner's");
    });

    it(`allows ${EXPORTS_PER_WINDOW} downloads per window, then answers 429 with Retry-After`, async () => {
      const m = await createSignedInUser(t.app, t.database.db);
      for (let i = 0; i < EXPORTS_PER_WINDOW; i++) {
        expect((await inject("GET", "/api/users/me/export", m.headers)).statusCode).toBe(200);
      }
      const limited = await inject("GET", "/api/users/me/export", m.headers);
      expect(limited.statusCode).toBe(429);
      expect(limited.headers["retry-after"]).toBeDefined();
      expect(limited.json<ErrorEnvelope>().error).toBe("too_many_requests");
    });
  });
});
