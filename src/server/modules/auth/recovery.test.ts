import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passwordResets, sessions } from "#server/db/schema/index.ts";
import { recoveryLink } from "./auth.service.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { createUser, randomClientIp, signIn, uniqueEmail } from "#tests/factories/users.ts";
import { startSmtpServer, type ReceivedMail } from "#tests/helpers/smtp-server.ts";

const RECOVERY_SENT = { message: "If an account exists for that email, a reset link has been sent." };

/** The decoded text/plain part of a raw MIME message (quoted-printable or base64). */
function plainText(raw: string): string {
  const parts = raw.split(/\r?\n(?=--)/);
  const part = parts.find((p) => /content-type:\s*text\/plain/i.test(p)) ?? raw;
  const [head = "", ...rest] = part.split(/\r?\n\r?\n/);
  const body = rest.join("\n\n").replace(/\r?\n--[^\n]*--\s*$/, "");
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes);
  }
  return body;
}

function resetLinkIn(raw: string): URL {
  const match = /https?:\/\/\S+type=recovery\S*/.exec(plainText(raw));
  if (!match) throw new Error(`no reset link in:\n${raw}`);
  return new URL(match[0]);
}

describe("recoveryLink", () => {
  it("leads to PUBLIC_URL/auth/callback with the token, under a base path too", () => {
    expect(recoveryLink("https://echoes.example", "tok")).toBe(
      "https://echoes.example/auth/callback?type=recovery&token=tok",
    );
    expect(recoveryLink("https://host.example/app/", "t")).toBe(
      "https://host.example/app/auth/callback?type=recovery&token=t",
    );
  });
});

describe.each(DATABASE_KINDS)("password recovery through the outbox on %s", (kind) => {
  let t: TestApp;
  let outbox: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { PUBLIC_URL: "http://echoes.test:8080" } });
    outbox = path.join(t.config.DATA_DIR, "outbox");
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: "POST", url, payload: payload as object, remoteAddress: randomClientIp() });
  const outboxFiles = () => (fs.existsSync(outbox) ? fs.readdirSync(outbox).sort() : []);

  it("answers the same for an unknown e-mail, and sends nothing", async () => {
    const before = outboxFiles().length;
    const res = await post("/api/auth/recover", { email: uniqueEmail("nobody") });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(RECOVERY_SENT);
    await t.app.auth.idle();
    expect(outboxFiles()).toHaveLength(before);
  });

  it("writes an e-mail with a single-use link that sets a new password and signs out every session", async () => {
    const user = await createUser(t.database.db);
    const first = await signIn(t.app, user.email, user.password);
    const second = await signIn(t.app, user.email, user.password);

    const before = new Set(outboxFiles());
    const res = await post("/api/auth/recover", {
      email: user.email.toUpperCase(),
      options: { redirectTo: "http://echoes.test:8080/auth/callback" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(RECOVERY_SENT);
    await t.app.auth.idle();
    const added = outboxFiles().filter((f) => !before.has(f));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/\.eml$/);
    const raw = fs.readFileSync(path.join(outbox, added[0] ?? ""), "utf8");
    expect(raw).toMatch(new RegExp(`^To: ${user.email}`, "mi"));
    expect(raw).toMatch(/^From: Echoes <no-reply@echoes\.local>/m);
    expect(raw).toMatch(/^Subject: Reset your Echoes password/m);
    expect(raw).toMatch(/content-type: text\/html/i);

    const link = resetLinkIn(raw);
    expect(link.origin + link.pathname).toBe("http://echoes.test:8080/auth/callback");
    expect(link.searchParams.get("type")).toBe("recovery");
    const token = link.searchParams.get("token") ?? "";
    expect(token.length).toBeGreaterThan(30);

    const [stored] = await t.database.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(stored?.tokenHash).not.toContain(token);
    expect(stored?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 59 * 60_000);
    expect(stored?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 60 * 60_000);

    const reset = await post("/api/auth/reset-password", { token, password: "brand new secret" });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({
      message: "Your password has been reset. You can now sign in with your new password.",
    });

    for (const old of [first, second]) {
      const res = await t.app.inject({
        method: "GET",
        url: "/api/auth/user",
        headers: { authorization: `Bearer ${old}` },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: "Invalid token" });
    }
    const live = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);

    const oldPassword = await post("/api/auth/signin", { email: user.email, password: user.password });
    expect(oldPassword.statusCode).toBe(401);
    await signIn(t.app, user.email, "brand new secret");

    const again = await post("/api/auth/reset-password", { token, password: "another secret" });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: "invalid_reset_token",
      message: "This reset link is invalid or has expired. Please request a new one.",
    });
  });

  it("always links to PUBLIC_URL/auth/callback, whatever redirectTo asks for", async () => {
    for (const redirectTo of [
      "https://evil.example/steal",
      "//evil.example/auth/callback",
      "javascript:alert(1)",
      "http://[::1",
      // Pages of the site itself: their analytics would read the token from the address bar.
      "/about",
      "http://echoes.test:8080/quotes/some-quote",
      "http://echoes.test:8080/auth/callback?from=dialog#x",
    ]) {
      const user = await createUser(t.database.db); // one each: recovery is limited per e-mail
      const before = new Set(outboxFiles());
      const res = await post("/api/auth/recover", { email: user.email, options: { redirectTo } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(RECOVERY_SENT);
      await t.app.auth.idle();
      const [file] = outboxFiles().filter((f) => !before.has(f));
      const link = resetLinkIn(fs.readFileSync(path.join(outbox, file ?? ""), "utf8"));
      expect(link.origin + link.pathname, redirectTo).toBe("http://echoes.test:8080/auth/callback");
      expect([...link.searchParams.keys()], redirectTo).toEqual(["type", "token"]);
      expect(link.hash, redirectTo).toBe("");
    }
  });

  it("refuses expired and unknown tokens", async () => {
    const user = await createUser(t.database.db);
    const before = new Set(outboxFiles());
    await post("/api/auth/recover", { email: user.email });
    await t.app.auth.idle();
    const [file] = outboxFiles().filter((f) => !before.has(f));
    const token = resetLinkIn(fs.readFileSync(path.join(outbox, file ?? ""), "utf8")).searchParams.get("token");
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id));
    for (const candidate of [token, "made-up-token"]) {
      const res = await post("/api/auth/reset-password", { token: candidate, password: "brand new secret" });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: "invalid_reset_token" });
    }
    await signIn(t.app, user.email, user.password);
  });

  it("answers the reset forms' messages", async () => {
    const empty = await post("/api/auth/recover", { email: "  " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ fields: { email: "Please enter your email address." } });
    const missing = await post("/api/auth/recover", {});
    expect(missing.json()).toMatchObject({ fields: { email: "Please enter your email address." } });
    const invalid = await post("/api/auth/recover", { email: "not-an-email" });
    expect(invalid.json()).toMatchObject({ fields: { email: "Please enter a valid email address" } });

    const short = await post("/api/auth/reset-password", { token: "whatever", password: "12345" });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ fields: { password: "Password must be at least 6 characters" } });
    const noToken = await post("/api/auth/reset-password", { password: "long enough" });
    expect(noToken.json()).toMatchObject({
      fields: { token: "This reset link is invalid or has expired. Please request a new one." },
    });
  });

  it("unlocks a locked account", async () => {
    const user = await createUser(t.database.db);
    for (let i = 0; i < 5; i++) await post("/api/auth/signin", { email: user.email, password: "wrong password" });
    expect((await post("/api/auth/signin", { email: user.email, password: user.password })).statusCode).toBe(429);

    const before = new Set(outboxFiles());
    await post("/api/auth/recover", { email: user.email });
    await t.app.auth.idle();
    const [file] = outboxFiles().filter((f) => !before.has(f));
    const token = resetLinkIn(fs.readFileSync(path.join(outbox, file ?? ""), "utf8")).searchParams.get("token");
    expect((await post("/api/auth/reset-password", { token, password: "fresh password" })).statusCode).toBe(200);
    await signIn(t.app, user.email, "fresh password");
  });
});

describe.each(DATABASE_KINDS)("password recovery through SMTP on %s", (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let received: ReceivedMail[] = [];

  beforeAll(async () => {
    smtp = await startSmtpServer();
    received = smtp.received;
    t = await createTestApp(kind, { env: { SMTP_URL: smtp.url, PUBLIC_URL: "http://localhost:3000" } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("delivers a reset link that works once and never twice", async () => {
    const user = await createUser(t.database.db);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/recover",
      payload: { email: user.email, options: { redirectTo: "http://localhost:3000/auth/callback" } },
    });
    expect(res.json()).toEqual(RECOVERY_SENT);
    await t.app.auth.idle();
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual([user.email]);
    expect(fs.existsSync(path.join(t.config.DATA_DIR, "outbox"))).toBe(false);

    const token = resetLinkIn(received[0]?.raw ?? "").searchParams.get("token");
    const reset = (password: string) =>
      t.app.inject({ method: "POST", url: "/api/auth/reset-password", payload: { token, password } });
    expect((await reset("new password one")).statusCode).toBe(200);
    expect((await reset("new password two")).statusCode).toBe(400);
    await signIn(t.app, user.email, "new password one");
  });

  it("sends nothing for an unknown e-mail", async () => {
    const before = received.length;
    const res = await t.app.inject({ method: "POST", url: "/api/auth/recover", payload: { email: uniqueEmail() } });
    expect(res.json()).toEqual(RECOVERY_SENT);
    await t.app.auth.idle();
    expect(received).toHaveLength(before);
  });
});
