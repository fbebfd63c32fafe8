import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, isNull } from "drizzle-orm";
import {
  ACCOUNT_MESSAGES as M,
  AccountExportSchema,
  EXPORTS_PER_WINDOW,
  type AccountDeleted,
  type AccountExport,
} from "#contracts/account.ts";
import type { AuditList } from "#contracts/admin-members.ts";
import type { ErrorEnvelope } from "#contracts/common.ts";
import type { SavedList } from "#contracts/lists.ts";
import {
  auditLog,
  bookmarks,
  comments,
  events,
  lists,
  passwordResets,
  quoteAudio,
  quotes,
  quoteVisits,
  reactions,
  reports,
  sessions,
  users,
} from "#server/db/schema/index.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { createQuote, type Headers } from "#tests/factories/quotes.ts";
import { createSignedInUser, randomClientIp, signIn, type SignedInUser } from "#tests/factories/users.ts";

let counter = 0;
const fresh = (over: Record<string, unknown> = {}) => ({
  text: `Account test thought ${++counter}: the ${counter * 7907}th lantern outlasts the night.`,
  author: "Ilse Marrow",
  category: "wisdom",
  ...over,
});

const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });

describe.each(DATABASE_KINDS)("the member's own account on %s", (kind) => {
  let t: TestApp;
  let admin: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await createSignedInUser(t.app, t.database.db, { role: "admin", firstname: "Ada", lastname: "Admin" });
  });
  afterAll(() => t.close());

  const inject = (method: "GET" | "POST" | "DELETE", url: string, headers: Headers = {}, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  const whoAmI = (token: string) => inject("GET", "/api/auth/user", bearer(token));
  const signinRaw = (email: string, password: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/signin",
      payload: { email, password },
      remoteAddress: randomClientIp(),
    });
  async function approve(id: string) {
    const res = await inject("POST", `/api/quotes/${id}/approve`, admin.headers, { approvedBy: admin.user.id });
    expect(res.statusCode, res.body).toBe(200);
  }

  it("refuses anonymous callers with a 401 before reading the body", async () => {
    const calls: ["GET" | "POST" | "DELETE", string, object?][] = [
      ["POST", "/api/auth/change-password", { current_password: "x", password: "long enough" }],
      ["POST", "/api/auth/change-password", {}],
      ["GET", "/api/users/me/export"],
      ["DELETE", "/api/users/me", { password: "x" }],
      ["DELETE", "/api/users/me", {}],
    ];
    for (const [method, url, body] of calls) {
      const res = await inject(method, url, {}, body);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json<ErrorEnvelope>().message).toBe("Authentication required");
    }
  });

  describe("password change", () => {
    it("validates the body with the form's messages", async () => {
      const m = await createSignedInUser(t.app, t.database.db);
      const post = (body: object) => inject("POST", "/api/auth/change-password", m.headers, body);
      const missing = await post({ password: "brand new secret" });
      expect(missing.statusCode).toBe(400);
      expect(missing.json<ErrorEnvelope>().fields).toMatchObject({ current_password: M.currentPasswordRequired });
      const short = await post({ current_password: m.user.password, password: "12345" });
      expect(short.statusCode).toBe(400);
      expect(short.json<ErrorEnvelope>().fields).toMatchObject({ password: "Password must be at least 6 characters" });
      const same = await post({ current_password: m.user.password, password: m.user.password });
      expect(same.statusCode).toBe(400);
      expect(same.json<ErrorEnvelope>().fields).toMatchObject({ password: M.samePassword });
      expect((await whoAmI(m.token)).statusCode).toBe(200);
    });

    it("refuses a wrong current password with a 403 that keeps the session, and changes nothing", async () => {
      const m = await createSignedInUser(t.app, t.database.db);
      const other = await signIn(t.app, m.user.email, m.user.password);
      const res = await inject("POST", "/api/auth/change-password", m.headers, {
        current_password: "not my password",
        password: "brand new secret",
      });
      expect(res.statusCode).toBe(403);
      expect(res.json<ErrorEnvelope>()).toMatchObject({
        error: "wrong_password",
        message: M.wrongPassword,
        fields: { current_password: M.wrongPassword },
      });
      expect((await whoAmI(m.token)).statusCode).toBe(200);
      expect((await whoAmI(other)).statusCode).toBe(200);
      expect((await signinRaw(m.user.email, m.user.password)).statusCode).toBe(200);
    });

    it("sets the new password and revokes every other session at once; this one stays signed in", async () => {
      const m = await createSignedInUser(t.app, t.database.db);
      const laptop = await signIn(t.app, m.user.email, m.user.password);
      const phone = await signIn(t.app, m.user.email, m.user.password);
      // Their lookups are now cached (PGlite): the change must forget them too.
      for (const token of [m.token, laptop, phone]) expect((await whoAmI(token)).statusCode).toBe(200);

      const res = await inject("POST", "/api/auth/change-password", m.headers, {
        current_password: m.user.password,
        password: "a brand new secret",
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: M.passwordChanged });

      expect((await whoAmI(m.token)).statusCode).toBe(200);
      for (const token of [laptop, phone]) {
        const refused = await whoAmI(token);
        expect(refused.statusCode).toBe(401);
        expect(refused.json<ErrorEnvelope>().message).toBe("Invalid token");
        // Not even a session extension gets a revoked session back.
        expect((await inject("GET", "/api/auth/me", bearer(token))).statusCode).toBe(401);
      }
      const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, m.user.id));
      expect(rows).toHaveLength(3);
      expect(rows.filter((s) => s.revokedAt === null)).toHaveLength(1);

      expect((await signinRaw(m.user.email, m.user.password)).statusCode).toBe(401);
      expect((await signinRaw(m.user.email, "a brand new secret")).statusCode).toBe(200);
    });

    it("kills reset links asked for before the change", async () => {
      const m = await createSignedInUser(t.app, t.database.db);
      const token = `reset-link-token-${Date.now()}`;
      await t.database.db.insert(passwordResets).values({
        userId: m.user.id,
        tokenHash: createHash("sha256").update(token).digest("hex"),
        expiresAt: new Date(Date.now() + 3_600_000),
      });
      const changed = await inject("POST", "/api/auth/change-password", m.headers, {
        current_password: m.user.password,
        password: "changed on purpose",
      });
      expect(changed.statusCode, changed.body).toBe(200);
      const reset = await inject("POST", "/api/auth/reset-password", {}, { token, password: "someone else's idea" });
      expect(reset.statusCode).toBe(400);
      expect(reset.json<ErrorEnvelope>().error).toBe("invalid_reset_token");
      expect((await signinRaw(m.user.email, "changed on purpose")).statusCode).toBe(200);
    });

    it("limits password confirmations per member (429)", async () => {
      const m = await createSignedInUser(t.app, t.database.db);
      const codes: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await inject("POST", "/api/auth/change-password", m.headers, {
          current_password: `wrong ${i}`,
          password: "brand new secret",
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 10).every((c) => c === 403)).toBe(true);
      expect(codes[10]).toBe(429);
    });
  });

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

  describe("account deletion", () => {
    it("requires the current password: none is a 400, a wrong one a 403, and nothing is deleted", async () => {
      const m = await createSignedInUser(t.app, t.database.db);
      expect((await inject("DELETE", "/api/users/me", m.headers)).statusCode).toBe(400);
      const none = await inject("DELETE", "/api/users/me", m.headers, {});
      expect(none.statusCode).toBe(400);
      expect(none.json<ErrorEnvelope>().fields).toMatchObject({ password: M.currentPasswordRequired });
      const wrong = await inject("DELETE", "/api/users/me", m.headers, { password: "not it" });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json<ErrorEnvelope>()).toMatchObject({
        error: "wrong_password",
        fields: { password: M.wrongPassword },
      });
      expect(await t.database.db.select().from(users).where(eq(users.id, m.user.id))).toHaveLength(1);
      expect((await whoAmI(m.token)).statusCode).toBe(200);
    });

    it("deletes with the admin deletion's policy: approved quotes stay anonymous, the rest goes, every session dies", async () => {
      const db = t.database.db;
      const gone = await createSignedInUser(t.app, db, { firstname: "Gwen", lastname: "Gone" });
      const otherDevice = await signIn(t.app, gone.user.email, gone.user.password);
      const bystander = await createSignedInUser(t.app, db);
      const published = await createQuote(t.app, gone.headers, fresh({ status: "pending" }));
      await approve(published.id);
      const draft = await createQuote(t.app, gone.headers, fresh({ status: "draft" }));
      const others = await createQuote(t.app, admin.headers, fresh({ status: "approved" }));
      const ok = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBeLessThan(300);
      ok(await inject("POST", `/api/quotes/${others.id}/reactions`, gone.headers, { reaction_type: "funny" }));
      ok(await inject("POST", `/api/quotes/${others.id}/reactions`, bystander.headers, { reaction_type: "like" }));
      ok(await inject("POST", "/api/bookmarks", gone.headers, { quote_id: others.id }));
      ok(await inject("POST", `/api/quotes/${others.id}/comments`, gone.headers, { content: "Gone's" }));
      ok(await inject("POST", `/api/quotes/${others.id}/reports`, gone.headers, { reason: "spam" }));
      ok(await inject("POST", "/api/lists", gone.headers, { name: "Gone's list" }));
      for (const token of [gone.token, otherDevice]) expect((await whoAmI(token)).statusCode).toBe(200);

      const res = await inject("DELETE", "/api/users/me", gone.headers, { password: gone.user.password });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<AccountDeleted>()).toEqual({
        deleted: true,
        quotes_kept: 1,
        quotes_removed: 1,
        message: M.accountDeleted,
      });

      for (const token of [gone.token, otherDevice]) {
        const after = await whoAmI(token);
        expect(after.statusCode).toBe(401);
        expect(after.json<ErrorEnvelope>().message).toBe("Invalid token");
      }
      expect((await signinRaw(gone.user.email, gone.user.password)).statusCode).toBe(401);
      expect(await db.select().from(users).where(eq(users.id, gone.user.id))).toHaveLength(0);
      expect(await db.select().from(sessions).where(eq(sessions.userId, gone.user.id))).toHaveLength(0);

      const [kept] = await db.select().from(quotes).where(eq(quotes.id, published.id));
      expect(kept).toMatchObject({ status: "approved", userId: null, email: null });
      expect(await db.select().from(quotes).where(eq(quotes.id, draft.id))).toHaveLength(0);
      const [touched] = await db.select().from(quotes).where(eq(quotes.id, others.id));
      expect(touched).toMatchObject({
        reactionsCount: 1,
        reactionCounts: { like: 1 },
        bookmarksCount: 0,
        commentsCount: 0,
      });
      for (const table of [reactions, bookmarks, comments] as const) {
        expect(await db.select().from(table).where(eq(table.userId, gone.user.id))).toHaveLength(0);
      }
      expect(await db.select().from(lists).where(eq(lists.ownerId, gone.user.id))).toHaveLength(0);
      // Reports stay, with no reporter (as with an admin's deletion).
      const orphanReports = await db
        .select()
        .from(reports)
        .where(and(eq(reports.quoteId, others.id), isNull(reports.userId)));
      expect(orphanReports).toHaveLength(1);

      const log = await inject("GET", "/api/admin/audit?limit=100", admin.headers);
      const entry = log.json<AuditList>().entries.find((e) => e.entity_id === gone.user.id);
      expect(entry).toMatchObject({
        action: "user.delete",
        actor_name: null,
        details: { name: "Gwen Gone", by: "self", quotes_kept: 1, quotes_removed: 1 },
      });
      const [auditRow] = await db.select().from(auditLog).where(eq(auditLog.entityId, gone.user.id));
      expect(auditRow?.actorId).toBeNull();
    });

    it("never deletes the last active admin, and says why; with another admin it may go", async () => {
      const db = t.database.db;
      const lone = await createSignedInUser(t.app, db, { role: "admin" });
      const admins = await db.select({ id: users.id }).from(users).where(eq(users.role, "admin"));
      const parked = admins.map((a) => a.id).filter((id) => id !== lone.user.id);
      for (const id of parked) await db.update(users).set({ role: "user" }).where(eq(users.id, id));
      try {
        const res = await inject("DELETE", "/api/users/me", lone.headers, { password: lone.user.password });
        expect(res.statusCode).toBe(409);
        expect(res.json<ErrorEnvelope>().message).toBe(M.lastAdmin);
        expect(await db.select().from(users).where(eq(users.id, lone.user.id))).toHaveLength(1);
        expect((await whoAmI(lone.token)).statusCode).toBe(200);
      } finally {
        for (const id of parked) await db.update(users).set({ role: "admin" }).where(eq(users.id, id));
      }
      const res = await inject("DELETE", "/api/users/me", lone.headers, { password: lone.user.password });
      expect(res.statusCode, res.body).toBe(200);
    });
  });
});
