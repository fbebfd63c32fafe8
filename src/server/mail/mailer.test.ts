import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { FastifyBaseLogger } from "fastify";
import { OutboxMailer } from "./mailer.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function outbox() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "echoes-mailer-"));
  dirs.push(dataDir);
  const logged: unknown[] = [];
  const log = { info: (...args: unknown[]) => logged.push(args) } as unknown as FastifyBaseLogger;
  return { mailer: new OutboxMailer(dataDir, "Echoes <no-reply@echoes.test>", log), logged };
}

const message = { to: "ada.private@example.test", subject: "Hello", text: "Hi Ada", html: "<p>Hi Ada</p>" };
const files = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".eml")) : []);

describe("the outbox mailer", () => {
  it("writes each message, complete, as an .eml file readable only by its owner", async () => {
    const { mailer } = outbox();
    await mailer.send(message);
    const [file] = files(mailer.directory);
    const raw = fs.readFileSync(path.join(mailer.directory, file!), "utf8");
    expect(raw).toContain("To: ada.private@example.test");
    expect(raw).toContain("Subject: Hello");
    expect(fs.statSync(path.join(mailer.directory, file!)).mode & 0o777).toBe(0o600);
  });

  it("makes the outbox again when it was removed after the first mail", async () => {
    const { mailer } = outbox();
    await mailer.send(message);
    fs.rmSync(mailer.directory, { recursive: true });
    await mailer.send(message);
    expect(files(mailer.directory)).toHaveLength(1);
  });

  it("logs the file and the subject, never the recipient's address", async () => {
    const { mailer, logged } = outbox();
    await mailer.send(message);
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged)).toContain(".eml");
    expect(JSON.stringify(logged)).not.toContain("ada.private@example.test");
  });
});
