import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, isNull } from "drizzle-orm";
import { ACCOUNT_MESSAGES as M, type AccountDeleted } from "#contracts/account.ts";
import type { AuditList } from "#contracts/admin-members.ts";
import type { ErrorEnvelope } from "#contracts/common.ts";
import {
  auditLog,
  bookmarks,
  comments,
  lists,
  quotes,
  reactions,
  reports,
  sessions,
  users,
} from "#server/db/schema/index.ts";
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

  const { inject, whoAmI, signinRaw, approve } = accountCalls(
    () => t,
    () => admin,
  );

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
