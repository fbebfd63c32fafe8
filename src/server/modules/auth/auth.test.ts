import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { AuthSessionResponseSchema } from "#contracts/auth.ts";
import { sessions, users } from "#server/db/schema/index.ts";
import { TokenSigner } from "./tokens.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { createSignedInUser, createUser, randomClientIp, signIn, uniqueEmail } from "#tests/factories/users.ts";

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe.each(DATABASE_KINDS)("auth API on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url, payload: payload as object, headers, remoteAddress: randomClientIp() });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

  describe("POST /api/auth/signup", () => {
    it("creates the account, answers a session token and the user, and keeps the e-mail trimmed and lower-cased", async () => {
      const email = uniqueEmail("New");
      const res = await post("/api/auth/signup", {
        email: `  ${email.toUpperCase()} `,
        password: "secret1",
        firstname: " Grace ",
        lastname: "Hopper",
      });
      expect(res.statusCode).toBe(201);
      const body = AuthSessionResponseSchema.parse(res.json());
      expect(body.message).toBe("Account created");
      expect(body.user.email).toBe(email.toLowerCase());
      expect(body.user.user_metadata).toEqual({
        firstname: "Grace",
        lastname: "Hopper",
        name: "Grace Hopper",
        role: "user",
        themeClass: null,
        customColor: null,
      });
      expect(body.session.expires_in).toBe(3600);

      const me = await get("/api/auth/user", bearer(body.session.access_token));
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual(body.user);

      const [row] = await t.database.db.select().from(users).where(eq(users.id, body.user.id));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    });

    it("answers every invalid field with the spec's message", async () => {
      const res = await post("/api/auth/signup", {});
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: "validation_error",
        fields: {
          email: "Please enter a valid email address",
          password: "Password must be at least 6 characters",
          firstname: "First name must be at least 2 characters",
          lastname: "Last name must be at least 2 characters",
        },
      });

      const short = await post("/api/auth/signup", {
        email: "not-an-email",
        password: "12345",
        firstname: " A ",
        lastname: "B",
      });
      expect(short.statusCode).toBe(400);
      expect(short.json<{ fields: Record<string, string> }>().fields).toEqual({
        email: "Please enter a valid email address",
        password: "Password must be at least 6 characters",
        firstname: "First name must be at least 2 characters",
        lastname: "Last name must be at least 2 characters",
      });
    });

    it("refuses an e-mail that already has an account, whatever its case, with 409 on the email field", async () => {
      const existing = await createUser(t.database.db);
      const res = await post("/api/auth/signup", {
        email: existing.email.toUpperCase(),
        password: "secret1",
        firstname: "Someone",
        lastname: "Else",
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: "conflict",
        message: "An account with this email already exists",
        fields: { email: "An account with this email already exists" },
      });
    });

    it("answers 400, not 500, for a body that is not JSON", async () => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/signup",
        headers: { "content-type": "application/json" },
        payload: "{not json",
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: "invalid_json" });
    });
  });

  describe("POST /api/auth/signin", () => {
    it("answers the session and user, and records the session with its expiry, client address and agent", async () => {
      const user = await createUser(t.database.db, { firstname: "Ada", lastname: "Lovelace" });
      const before = Date.now();
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/signin",
        payload: { email: ` ${user.email.toUpperCase()}`, password: user.password },
        headers: { "user-agent": "vitest-agent" },
        remoteAddress: "10.9.8.7",
      });
      expect(res.statusCode).toBe(200);
      const body = AuthSessionResponseSchema.parse(res.json());
      expect(body.message).toBe("Signed in successfully");
      expect(body.user).toEqual({
        id: user.id,
        email: user.email,
        user_metadata: {
          firstname: "Ada",
          lastname: "Lovelace",
          name: "Ada Lovelace",
          role: "user",
          themeClass: null,
          customColor: null,
        },
      });
      expect(body.session.access_token.length).toBeGreaterThan(10);
      expect(body.session.expires_at * 1000).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 3_599_000);
      expect(body.session.expires_at * 1000).toBeLessThanOrEqual(Date.now() + 3_600_000);

      const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ ip: "10.9.8.7", userAgent: "vitest-agent", revokedAt: null });
      expect(Math.floor((rows[0]?.expiresAt.getTime() ?? 0) / 1000)).toBe(body.session.expires_at);
    });

    it("answers the login form's messages for a bad e-mail and a missing password", async () => {
      const res = await post("/api/auth/signin", { email: "nope", password: "" });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ fields: Record<string, string> }>().fields).toEqual({
        email: "Please enter a valid email address",
        password: "Password is required",
      });
      const missing = await post("/api/auth/signin", {});
      expect(missing.json<{ fields: Record<string, string> }>().fields).toEqual({
        email: "Please enter a valid email address",
        password: "Password is required",
      });
    });

    it("answers a wrong password and an unknown e-mail identically", async () => {
      const user = await createUser(t.database.db);
      const wrong = await post("/api/auth/signin", { email: user.email, password: "not the password" });
      const unknown = await post("/api/auth/signin", { email: uniqueEmail("ghost"), password: "not the password" });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ error: "invalid_credentials", message: "Invalid email or password" });
      expect(unknown.body).toBe(wrong.body);
    });

    it("answers a stored hash that cannot be read like a wrong password, and logs it with the account", async () => {
      const user = await createUser(t.database.db);
      await t.database.db.update(users).set({ passwordHash: "not an argon2 hash" }).where(eq(users.id, user.id));
      // The service logs through a child logger bound to the account; request loggers are left alone.
      const logged: { bindings: object; message: string }[] = [];
      const childOf = t.app.log.child.bind(t.app.log);
      const child = vi.spyOn(t.app.log, "child").mockImplementation((bindings, options) =>
        "userId" in bindings
          ? ({
              error: (_details: object, message: string) => logged.push({ bindings, message }),
            } as unknown as FastifyBaseLogger)
          : childOf(bindings, options),
      );
      try {
        const res = await post("/api/auth/signin", { email: user.email, password: user.password });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ error: "invalid_credentials", message: "Invalid email or password" });
      } finally {
        child.mockRestore();
      }
      expect(logged).toEqual([
        { bindings: { userId: user.id }, message: "password verification failed; answering as a wrong password" },
      ]);
    });

    it("locks an e-mail for 15 minutes after 5 failures, existing or not", async () => {
      const user = await createUser(t.database.db);
      const ghost = uniqueEmail("ghost");
      for (const email of [user.email, ghost]) {
        for (let i = 0; i < 5; i++) {
          const res = await post("/api/auth/signin", { email, password: "wrong password" });
          expect(res.statusCode).toBe(401);
        }
      }
      const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.failedSignins).toBe(5);
      expect(row?.lockedUntil?.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
      expect(row?.lockedUntil?.getTime()).toBeLessThanOrEqual(Date.now() + 15 * 60_000);

      // Locked: even the right password is refused, and the unknown e-mail gets the very same answer.
      const locked = await post("/api/auth/signin", { email: user.email, password: user.password });
      const lockedGhost = await post("/api/auth/signin", { email: ghost, password: user.password });
      for (const res of [locked, lockedGhost]) {
        expect(res.statusCode).toBe(429);
        const retryAfter = Number(res.headers["retry-after"]);
        expect(retryAfter).toBeGreaterThan(14 * 60);
        expect(retryAfter).toBeLessThanOrEqual(15 * 60);
        expect(res.json()).toEqual({
          error: "too_many_requests",
          message: `Too many attempts. Please try again in ${retryAfter} seconds.`,
        });
      }
    });

    it("does not lock after 4 failures, and forgets them after a successful sign-in", async () => {
      const user = await createUser(t.database.db);
      for (let i = 0; i < 4; i++) {
        await post("/api/auth/signin", { email: user.email, password: "wrong password" });
      }
      await signIn(t.app, user.email, user.password);
      const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.failedSignins).toBe(0);
      const again = await post("/api/auth/signin", { email: user.email, password: "wrong password" });
      expect(again.statusCode).toBe(401);
      await signIn(t.app, user.email, user.password);
    });
  });

  describe("bearer tokens", () => {
    it("GET /api/auth/user without a token answers 401 Authentication required", async () => {
      const res = await get("/api/auth/user");
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: "unauthorized", message: "Authentication required" });
    });

    it("a garbage token answers 401 Invalid token", async () => {
      const res = await get("/api/auth/user", bearer("this-is-not-a-jwt-at-all"));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: "Invalid token" });
    });

    it("an expired token answers 401 token is expired", async () => {
      const { user } = await createSignedInUser(t.app, t.database.db);
      const signer = new TokenSigner(new TextEncoder().encode(t.config.JWT_SECRET));
      const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
      const past = new Date(Date.now() - 2 * 3600 * 1000);
      const { token } = await signer.sign({ userId: user.id, sessionId: session?.id ?? "" }, past);
      const res = await get("/api/auth/user", bearer(token));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: "token is expired" });
    });

    it("GET /api/auth/me answers a new token and moves the session's expiry; the old token keeps working", async () => {
      const { user, token } = await createSignedInUser(t.app, t.database.db);
      const [before] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
      await new Promise((resolve) => setTimeout(resolve, 1100)); // tokens carry whole seconds

      const res = await get("/api/auth/me", bearer(token));
      expect(res.statusCode).toBe(200);
      const body = AuthSessionResponseSchema.parse(res.json());
      expect(body.message).toBe("Session extended");
      expect(body.user.id).toBe(user.id);
      expect(body.session.access_token).not.toBe(token);

      const [after] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
      expect(after?.id).toBe(before?.id);
      expect(after?.expiresAt.getTime()).toBeGreaterThan(before?.expiresAt.getTime() ?? Infinity);
      expect(Math.floor((after?.expiresAt.getTime() ?? 0) / 1000)).toBe(body.session.expires_at);

      expect((await get("/api/auth/user", bearer(token))).statusCode).toBe(200);
      expect((await get("/api/auth/user", bearer(body.session.access_token))).statusCode).toBe(200);
      expect((await get("/api/auth/me")).statusCode).toBe(401);
    });

    it("POST /api/auth/signout revokes that session only: its tokens answer 401 Invalid token afterwards", async () => {
      const { user, token } = await createSignedInUser(t.app, t.database.db);
      const other = await signIn(t.app, user.email, user.password);

      const res = await t.app.inject({ method: "POST", url: "/api/auth/signout", headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: "Signed out" });

      const after = await get("/api/auth/user", bearer(token));
      expect(after.statusCode).toBe(401);
      expect(after.json()).toMatchObject({ message: "Invalid token" });
      expect((await get("/api/auth/user", bearer(other))).statusCode).toBe(200);

      const anonymous = await t.app.inject({ method: "POST", url: "/api/auth/signout" });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ message: "Authentication required" });
    });
  });
});
