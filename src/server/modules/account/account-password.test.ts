import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { ACCOUNT_MESSAGES as M } from "#contracts/account.ts";
import type { ErrorEnvelope } from "#contracts/common.ts";
import { passwordResets, sessions } from "#server/db/schema/index.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { createSignedInUser, signIn } from "#tests/factories/users.ts";
import { accountCalls, bearer } from "#tests/helpers/account-calls.ts";

describe.each(DATABASE_KINDS)("the member's own account on %s", (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const { inject, whoAmI, signinRaw } = accountCalls(() => t);

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
});
