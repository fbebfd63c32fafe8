import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  ADMIN_MEMBER_MESSAGES as M,
  type AdminUser,
  type AdminUserDeleted,
  type AdminUserList,
  type AuditList,
} from "#contracts/admin-members.ts";
import type { ErrorEnvelope } from "#contracts/common.ts";
import type { QuoteWithSource } from "#contracts/quotes.ts";
import { bookmarks, comments, quotes, reactions, sessions, users } from "#server/db/schema/index.ts";
import { SessionCache } from "#server/plugins/auth.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { createQuote, type Headers } from "#tests/factories/quotes.ts";
import { createSignedInUser, createUser, randomClientIp, signIn, type SignedInUser } from "#tests/factories/users.ts";
import { AdminUsersService } from "./admin-users.service.ts";

let counter = 0;
const fresh = (over: Record<string, unknown> = {}) => ({
  text: `Members test thought ${++counter}: the ${counter * 7919}th river finds the sea.`,
  author: "Mira Lake",
  category: "wisdom",
  ...over,
});

describe.each(DATABASE_KINDS)("admin members on %s", (kind) => {
  let t: TestApp;
  let admin: SignedInUser;
  let member: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await createSignedInUser(t.app, t.database.db, { role: "admin", firstname: "Ada", lastname: "Admin" });
    member = await createSignedInUser(t.app, t.database.db, { firstname: "Mel", lastname: "Member" });
  });
  afterAll(() => t.close());

  const inject = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, headers: Headers = {}, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  const patch = (id: string, body: object, headers: Headers = admin.headers) =>
    inject("PATCH", `/api/admin/users/${id}`, headers, body);
  async function listUsers(query = "") {
    const res = await inject("GET", `/api/admin/users${query}`, admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminUserList>();
  }
  async function audit(query = "?limit=100") {
    const res = await inject("GET", `/api/admin/audit${query}`, admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AuditList>();
  }
  const signinRaw = (email: string, password: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/signin",
      payload: { email, password },
      remoteAddress: randomClientIp(),
    });

  it("refuses anonymous callers (401) and users (403) on every admin endpoint", async () => {
    const id = member.user.id;
    const calls: ["GET" | "PATCH" | "DELETE", string, object?][] = [
      ["GET", "/api/admin/users"],
      ["GET", "/api/admin/users?q=x&role=admin&status=active&limit=5&offset=0"],
      ["PATCH", `/api/admin/users/${id}`, { role: "admin" }],
      ["PATCH", `/api/admin/users/${id}`, {}],
      ["DELETE", `/api/admin/users/${id}`],
      ["GET", "/api/admin/audit"],
      ["GET", "/api/admin/comments"],
      ["GET", "/api/admin/comments?q=hello"],
      ["GET", "/api/admin/reports"],
    ];
    for (const [method, url, body] of calls) {
      const anon = await inject(method, url, {}, body);
      expect(anon.statusCode, `${method} ${url}`).toBe(401);
      expect(anon.json<ErrorEnvelope>().message).toBe("Authentication required");
      expect((await inject(method, url, member.headers, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    // Nothing changed on the way.
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row?.role).toBe("user");
  });

  it("validates its input with 400s, and answers 404 for an unknown member", async () => {
    expect((await inject("GET", "/api/admin/users?limit=0", admin.headers)).statusCode).toBe(400);
    expect((await inject("GET", "/api/admin/users?role=owner", admin.headers)).statusCode).toBe(400);
    expect((await inject("GET", "/api/admin/audit?offset=-1", admin.headers)).statusCode).toBe(400);
    const empty = await patch(member.user.id, {});
    expect(empty.statusCode).toBe(400);
    expect((await patch(member.user.id, { role: "owner" })).statusCode).toBe(400);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await patch(unknown, { role: "admin" })).statusCode).toBe(404);
    expect((await patch("not-a-uuid", { role: "admin" })).statusCode).toBe(404);
    expect((await inject("DELETE", `/api/admin/users/${unknown}`, admin.headers)).statusCode).toBe(404);
  });

  it("lists members newest first with counts and last sign-in; searches name and e-mail; filters role and status", async () => {
    const tag = `zeta${Date.now().toString(36)}`;
    const older = await createSignedInUser(t.app, t.database.db, { firstname: "Olga", lastname: `${tag}older` });
    const newer = await createSignedInUser(t.app, t.database.db, {
      firstname: "Nina",
      lastname: "Newer",
      email: `${tag}.newer@example.test`,
    });
    await t.database.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(users.id, older.user.id));
    await createQuote(t.app, newer.headers, fresh({ status: "pending" }));
    await createQuote(t.app, newer.headers, fresh({ status: "draft" }));

    const found = await listUsers(`?q=${tag.toUpperCase()}`);
    expect(found.total).toBe(2);
    expect(found.users.map((u) => u.id)).toEqual([newer.user.id, older.user.id]);
    const n = found.users[0]!;
    expect(n).toMatchObject({ name: "Nina Newer", role: "user", status: "active", quotes_count: 2, comments_count: 0 });
    expect(n.last_sign_in_at).not.toBeNull();
    expect(n).not.toHaveProperty("password_hash");
    expect(n).not.toHaveProperty("passwordHash");

    // Wildcards are literal.
    expect((await listUsers("?q=%25")).total).toBe(0);
    expect((await listUsers(`?q=${tag}&limit=1&offset=1`)).users.map((u) => u.id)).toEqual([older.user.id]);

    const admins = await listUsers("?role=admin&limit=100");
    expect(admins.users.every((u) => u.role === "admin")).toBe(true);
    expect(admins.users.some((u) => u.id === admin.user.id)).toBe(true);
    const plain = await listUsers("?role=user&limit=100");
    expect(plain.users.some((u) => u.role === "admin")).toBe(false);

    const all = await listUsers("?limit=100");
    for (let i = 1; i < all.users.length; i++) {
      expect(Date.parse(all.users[i - 1]!.created_at)).toBeGreaterThanOrEqual(Date.parse(all.users[i]!.created_at));
    }
  });

  it("changes roles, audited; the new role applies to the member's next request", async () => {
    const m = await createSignedInUser(t.app, t.database.db);
    expect((await inject("GET", "/api/admin/audit", m.headers)).statusCode).toBe(403);
    const promoted = await patch(m.user.id, { role: "admin" });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json<AdminUser>()).toMatchObject({ id: m.user.id, role: "admin", status: "active" });
    expect((await inject("GET", "/api/admin/audit", m.headers)).statusCode).toBe(200);

    const demoted = await patch(m.user.id, { role: "user" });
    expect(demoted.json<AdminUser>().role).toBe("user");
    expect((await inject("GET", "/api/admin/audit", m.headers)).statusCode).toBe(403);

    const entries = (await audit()).entries.filter((e) => e.entity_id === m.user.id);
    expect(entries.map((e) => [e.action, e.details.from, e.details.to])).toEqual([
      ["user.role_change", "admin", "user"],
      ["user.role_change", "user", "admin"],
    ]);
    expect(entries[0]).toMatchObject({ actor_id: admin.user.id, actor_name: "Ada Admin", entity_type: "user" });
  });

  it("makes a member a Curator (superuser), audited: they may then curate attribution, and lose it when demoted", async () => {
    const m = await createSignedInUser(t.app, t.database.db);
    const quote = await createQuote(t.app, admin.headers, fresh({ status: "approved" }));
    const curate = () =>
      inject("PATCH", `/api/quotes/${quote.id}/attribution`, m.headers, {
        status: "disputed",
        note: "Dates conflict.",
      });
    expect((await curate()).statusCode).toBe(403);
    // Only admins grant it.
    expect((await patch(m.user.id, { role: "superuser" }, member.headers)).statusCode).toBe(403);

    const granted = await patch(m.user.id, { role: "superuser" });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json<AdminUser>()).toMatchObject({ id: m.user.id, role: "superuser", status: "active" });
    expect((await listUsers("?role=superuser&limit=100")).users.map((u) => u.id)).toContain(m.user.id);
    expect((await curate()).statusCode).toBe(200);
    // A Curator is no admin.
    expect((await inject("GET", "/api/admin/users", m.headers)).statusCode).toBe(403);

    expect((await patch(m.user.id, { role: "user" })).statusCode).toBe(200);
    expect((await curate()).statusCode).toBe(403);
    const entries = (await audit()).entries.filter((e) => e.entity_id === m.user.id);
    expect(entries.map((e) => [e.action, e.details.from, e.details.to])).toEqual([
      ["user.role_change", "superuser", "user"],
      ["user.role_change", "user", "superuser"],
    ]);
  });

  it("refuses to let an admin demote, disable or delete themselves", async () => {
    const demote = await patch(admin.user.id, { role: "user" });
    expect(demote.statusCode).toBe(403);
    expect(demote.json<ErrorEnvelope>().message).toBe(M.selfDemote);
    const disable = await patch(admin.user.id, { disabled: true });
    expect(disable.statusCode).toBe(403);
    expect(disable.json<ErrorEnvelope>().message).toBe(M.selfDisable);
    const del = await inject("DELETE", `/api/admin/users/${admin.user.id}`, admin.headers);
    expect(del.statusCode).toBe(403);
    expect(del.json<ErrorEnvelope>().message).toBe(M.selfDelete);
    // Harmless no-ops on oneself are fine.
    expect((await patch(admin.user.id, { role: "admin", disabled: false })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, admin.user.id));
    expect(row).toMatchObject({ role: "admin", disabledAt: null });
  });

  it("never lets the last active admin be demoted, disabled or deleted", async () => {
    // Through the service, with an actor that is not one of the admins (e.g. a session from before its demotion).
    const lone = await createUser(t.database.db, { role: "admin" });
    const db = t.database.db;
    const others = await db.select({ id: users.id }).from(users).where(eq(users.role, "admin"));
    const demoteOthers = others.filter((o) => o.id !== lone.id).map((o) => o.id);
    await db.transaction(async (tx) => {
      for (const id of demoteOthers) await tx.update(users).set({ role: "user" }).where(eq(users.id, id));
    });
    try {
      const service = new AdminUsersService({ db, sessionCache: new SessionCache(0), onQuotesDeleted: () => {} });
      const stranger = { id: member.user.id };
      for (const change of [{ role: "user" as const }, { disabled: true }]) {
        await expect(service.update(lone.id, change, stranger)).rejects.toMatchObject({
          statusCode: 409,
          message: M.lastAdmin,
        });
      }
      await expect(service.remove(lone.id, stranger)).rejects.toMatchObject({ statusCode: 409 });
      const [row] = await db.select().from(users).where(eq(users.id, lone.id));
      expect(row).toMatchObject({ role: "admin", disabledAt: null });
    } finally {
      for (const id of demoteOthers) await db.update(users).set({ role: "admin" }).where(eq(users.id, id));
      await db.delete(users).where(eq(users.id, lone.id));
    }
  });

  it("two admins demoting each other at once leave one admin", async () => {
    const db = t.database.db;
    const a = await createSignedInUser(t.app, db, { role: "admin" });
    const b = await createSignedInUser(t.app, db, { role: "admin" });
    // Only a and b are active admins for this test.
    const before = await db.select({ id: users.id }).from(users).where(eq(users.role, "admin"));
    const parked = before.map((r) => r.id).filter((id) => id !== a.user.id && id !== b.user.id);
    for (const id of parked) await db.update(users).set({ role: "user" }).where(eq(users.id, id));
    try {
      const [ra, rb] = await Promise.all([
        patch(b.user.id, { role: "user" }, a.headers),
        patch(a.user.id, { role: "user" }, b.headers),
      ]);
      const codes = [ra.statusCode, rb.statusCode].sort();
      expect(codes[0]).toBe(200);
      expect([403, 409]).toContain(codes[1]);
      const left = await db.select({ id: users.id }).from(users).where(eq(users.role, "admin"));
      expect(left).toHaveLength(1);
    } finally {
      for (const id of parked) await db.update(users).set({ role: "admin" }).where(eq(users.id, id));
    }
  });

  it("disabling revokes every session at once and blocks sign-in; enabling lets them back in", async () => {
    const db = t.database.db;
    const victim = await createSignedInUser(t.app, db, { firstname: "Vic", lastname: "Tim" });
    const secondToken = await signIn(t.app, victim.user.email, victim.user.password);
    expect((await inject("GET", "/api/auth/user", victim.headers)).statusCode).toBe(200);

    const res = await patch(victim.user.id, { disabled: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminUser>()).toMatchObject({ status: "disabled" });
    expect(res.json<AdminUser>().disabled_at).not.toBeNull();

    for (const token of [victim.token, secondToken]) {
      const after = await inject("GET", "/api/auth/user", { authorization: `Bearer ${token}` });
      expect(after.statusCode).toBe(401);
      expect(after.json<ErrorEnvelope>().message).toBe("Invalid token");
    }
    const live = await db.select().from(sessions).where(eq(sessions.userId, victim.user.id));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);

    const refused = await signinRaw(victim.user.email, victim.user.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorEnvelope>()).toMatchObject({ error: "account_disabled", message: M.accountDisabled });
    // A wrong password still gets the usual answer: the state is told only to someone who knows the password.
    const wrong = await signinRaw(victim.user.email, "wrong password!");
    expect(wrong.statusCode).toBe(401);

    expect((await listUsers(`?status=disabled&limit=100`)).users.map((u) => u.id)).toContain(victim.user.id);
    expect((await listUsers(`?status=active&limit=100`)).users.map((u) => u.id)).not.toContain(victim.user.id);

    const enabled = await patch(victim.user.id, { disabled: false });
    expect(enabled.json<AdminUser>()).toMatchObject({ status: "active", disabled_at: null });
    expect((await signinRaw(victim.user.email, victim.user.password)).statusCode).toBe(200);

    const actions = (await audit()).entries.filter((e) => e.entity_id === victim.user.id).map((e) => e.action);
    expect(actions).toEqual(["user.enable", "user.disable"]);
  });

  it("deletes a member: approved quotes stay anonymous, everything else goes, counters follow; audited", async () => {
    const db = t.database.db;
    const gone = await createSignedInUser(t.app, db, { firstname: "Gone", lastname: "Soon" });
    const published = await createQuote(t.app, gone.headers, fresh({ status: "pending" }));
    const approve = await inject("POST", `/api/quotes/${published.id}/approve`, admin.headers, {
      approvedBy: admin.user.id,
    });
    expect(approve.statusCode, approve.body).toBe(200);
    const draft = await createQuote(t.app, gone.headers, fresh({ status: "draft" }));
    const pending = await createQuote(t.app, gone.headers, fresh({ status: "pending" }));
    const others = await createQuote(t.app, admin.headers, fresh({ status: "approved" }));
    // The member's engagement on someone else's quote, and another member's on the kept quote.
    expect(
      (await inject("POST", `/api/quotes/${others.id}/reactions`, gone.headers, { reaction_type: "funny" })).statusCode,
    ).toBe(200);
    expect(
      (await inject("POST", `/api/quotes/${others.id}/reactions`, member.headers, { reaction_type: "like" }))
        .statusCode,
    ).toBe(200);
    expect((await inject("POST", "/api/bookmarks", gone.headers, { quote_id: others.id })).statusCode).toBeLessThan(
      300,
    );
    expect(
      (await inject("POST", `/api/quotes/${others.id}/comments`, gone.headers, { content: "Mine" })).statusCode,
    ).toBe(201);
    expect(
      (await inject("POST", `/api/quotes/${published.id}/comments`, member.headers, { content: "Kept" })).statusCode,
    ).toBe(201);

    const res = await inject("DELETE", `/api/admin/users/${gone.user.id}`, admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminUserDeleted>()).toEqual({
      id: gone.user.id,
      deleted: true,
      quotes_kept: 1,
      quotes_removed: 2,
    });

    expect(await db.select().from(users).where(eq(users.id, gone.user.id))).toHaveLength(0);
    expect((await inject("GET", "/api/auth/user", gone.headers)).statusCode).toBe(401);
    expect((await signinRaw(gone.user.email, gone.user.password)).statusCode).toBe(401);

    const [kept] = await db.select().from(quotes).where(eq(quotes.id, published.id));
    expect(kept).toMatchObject({ status: "approved", userId: null, email: null, commentsCount: 1 });
    expect(await db.select().from(quotes).where(eq(quotes.id, draft.id))).toHaveLength(0);
    expect(await db.select().from(quotes).where(eq(quotes.id, pending.id))).toHaveLength(0);
    const page = await inject("GET", `/api/quotes/${published.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json<QuoteWithSource>().user_id).toBeNull();

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

    const [entry] = (await audit()).entries.filter((e) => e.entity_id === gone.user.id);
    expect(entry).toMatchObject({
      action: "user.delete",
      actor_name: "Ada Admin",
      details: { name: "Gone Soon", quotes_kept: 1, quotes_removed: 2 },
    });
    expect(JSON.stringify(entry)).not.toContain(gone.user.email);
  });

  it("lists the audit log newest first with paging, including other modules' entries", async () => {
    const quote = await createQuote(t.app, member.headers, fresh({ status: "pending" }));
    await inject("POST", `/api/quotes/${quote.id}/reject`, admin.headers, { reason: "Not a quote" });
    const log = await audit("?limit=5");
    expect(log.total).toBeGreaterThanOrEqual(5);
    expect(log.entries).toHaveLength(5);
    expect(log.entries[0]).toMatchObject({ action: "quote.reject", entity_id: quote.id, actor_name: "Ada Admin" });
    for (let i = 1; i < log.entries.length; i++) {
      expect(Date.parse(log.entries[i - 1]!.created_at)).toBeGreaterThanOrEqual(Date.parse(log.entries[i]!.created_at));
    }
    const next = await audit("?limit=5&offset=5");
    expect(next.entries.map((e) => e.id)).not.toContain(log.entries[0]!.id);
  });

  it("records each successful sign-in as the last sign-in", async () => {
    const u = await createUser(t.database.db);
    expect((await listUsers(`?q=${encodeURIComponent(u.email)}`)).users[0]?.last_sign_in_at).toBeNull();
    await signIn(t.app, u.email, u.password);
    const first = (await listUsers(`?q=${encodeURIComponent(u.email)}`)).users[0]!.last_sign_in_at!;
    await new Promise((r) => setTimeout(r, 5));
    await signIn(t.app, u.email, u.password);
    const second = (await listUsers(`?q=${encodeURIComponent(u.email)}`)).users[0]!.last_sign_in_at!;
    expect(Date.parse(second)).toBeGreaterThan(Date.parse(first));
  });
});
