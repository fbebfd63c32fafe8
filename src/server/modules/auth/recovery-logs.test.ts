import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { createUser, signIn } from "#tests/factories/users.ts";
import { startSmtpServer } from "#tests/helpers/smtp-server.ts";

/** Every log line the app writes, as raw text. */
function captureLogs() {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(line) }, text: () => lines.join("") };
}

function resetTokenIn(raw: string): string {
  const decoded = raw.replace(/=\r?\n/g, "").replace(/=3D/gi, "=");
  const match = /[?&]token=([\w-]+)/.exec(decoded);
  if (!match?.[1]) throw new Error(`no reset token in:\n${raw}`);
  return match[1];
}

describe.each(DATABASE_KINDS)("logs on %s", (kind) => {
  describe("with SMTP", () => {
    let t: TestApp;
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    const logs = captureLogs();

    beforeAll(async () => {
      smtp = await startSmtpServer();
      t = await createTestApp(kind, {
        env: { SMTP_URL: smtp.url, LOG_LEVEL: "trace", NODE_ENV: "development" },
        logStream: logs.stream,
      });
    });
    afterAll(async () => {
      await t.close();
      await smtp.close();
    });

    it("never hold a reset token, from the e-mail to the new password", async () => {
      const user = await createUser(t.database.db);
      await t.app.inject({ method: "POST", url: "/api/auth/recover", payload: { email: user.email } });
      await t.app.auth.idle();
      const token = resetTokenIn(smtp.received.at(-1)?.raw ?? "");
      expect(token.length).toBeGreaterThan(30);

      // The browser opens the e-mailed link, then the page posts the new password.
      const opened = await t.app.inject({ method: "GET", url: `/auth/callback?type=recovery&token=${token}` });
      expect(opened.statusCode).toBe(200);
      const reset = await t.app.inject({
        method: "POST",
        url: "/api/auth/reset-password",
        payload: { token, password: "a brand new secret" },
      });
      expect(reset.statusCode).toBe(200);

      const text = logs.text();
      expect(text).toContain("/auth/callback?type=recovery&token=[REDACTED]");
      expect(text).not.toContain(token);
    });

    it("never hold a bearer token", async () => {
      const user = await createUser(t.database.db);
      const bearer = await signIn(t.app, user.email, user.password);
      const res = await t.app.inject({
        method: "GET",
        url: `/api/auth/user?token=${bearer}`,
        headers: { authorization: `Bearer ${bearer}` },
      });
      expect(res.statusCode).toBe(200);
      expect(logs.lines.length).toBeGreaterThan(0);
      expect(logs.text()).not.toContain(bearer);
    });
  });

  describe.each([
    ["production", false],
    ["development", true],
  ] as const)("without SMTP, NODE_ENV=%s", (nodeEnv, logsLink) => {
    let t: TestApp;
    const logs = captureLogs();
    beforeAll(async () => {
      t = await createTestApp(kind, { env: { LOG_LEVEL: "info", NODE_ENV: nodeEnv }, logStream: logs.stream });
    });
    afterAll(() => t.close());

    it(
      logsLink ? "logs the reset link, labelled as a development convenience" : "never logs the reset link",
      async () => {
        const user = await createUser(t.database.db);
        await t.app.inject({ method: "POST", url: "/api/auth/recover", payload: { email: user.email } });
        await t.app.auth.idle();
        const outbox = path.join(t.config.DATA_DIR, "outbox");
        const [file] = fs.readdirSync(outbox);
        const token = resetTokenIn(fs.readFileSync(path.join(outbox, file ?? ""), "utf8"));
        expect(logs.text().includes(token)).toBe(logsLink);
        if (logsLink) expect(logs.text()).toContain("development only");
      },
    );
  });
});
