import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { FastifyBaseLogger } from "fastify";
import { startSmtpServer } from "#tests/helpers/smtp-server.ts";
import { ThreadMailer } from "./mail-thread.ts";

const FROM = "Echoes <no-reply@echoes.test>";
const message = (to: string) => ({ to, subject: "Your morning quote", text: "Hi", html: "<p>Hi</p>" });

const closers: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

function recordingLog(level = "info") {
  const logged: { level: string; fields: unknown; msg: string }[] = [];
  const at = (level: string) => (fields: unknown, msg: string) => logged.push({ level, fields, msg });
  const log = { level, info: at("info"), warn: at("warn"), error: at("error") } as unknown as FastifyBaseLogger;
  return { log, logged };
}

describe("the mail thread", () => {
  it("writes each message to the outbox from its own thread, and logs through the app's logger without the address", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "echoes-mail-thread-"));
    const { log, logged } = recordingLog();
    const mailer = new ThreadMailer({ from: FROM, dataDir }, log);
    closers.push(
      () => mailer.close(),
      () => fs.rmSync(dataDir, { recursive: true, force: true }),
    );
    expect(mailer.kind).toBe("outbox");

    await Promise.all(["a@example.test", "b@example.test", "c@example.test"].map((to) => mailer.send(message(to))));
    const outbox = path.join(dataDir, "outbox");
    const raws = fs.readdirSync(outbox).map((file) => fs.readFileSync(path.join(outbox, file), "utf8"));
    expect(raws).toHaveLength(3);
    expect(raws.some((raw) => raw.includes("To: b@example.test"))).toBe(true);
    expect(logged.map((entry) => entry.level)).toEqual(["info", "info", "info"]);
    expect(JSON.stringify(logged)).toContain(".eml");
    expect(JSON.stringify(logged)).not.toContain("@example.test");
  });

  it("sends the app nothing its logger's level leaves out", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "echoes-mail-thread-"));
    const { log, logged } = recordingLog("warn");
    const mailer = new ThreadMailer({ from: FROM, dataDir }, log);
    closers.push(
      () => mailer.close(),
      () => fs.rmSync(dataDir, { recursive: true, force: true }),
    );

    await Promise.all(["a@example.test", "b@example.test"].map((to) => mailer.send(message(to))));
    expect(fs.readdirSync(path.join(dataDir, "outbox"))).toHaveLength(2);
    expect(logged).toEqual([]);
  });

  it("delivers through SMTP, and a refusal rejects with the server's code and words", async () => {
    const smtp = await startSmtpServer();
    const { log } = recordingLog();
    const mailer = new ThreadMailer({ smtpUrl: smtp.url, from: FROM, dataDir: os.tmpdir() }, log);
    closers.push(
      () => mailer.close(),
      () => smtp.close(),
    );
    expect(mailer.kind).toBe("smtp");

    await mailer.send(message("ada@example.test"));
    expect(smtp.received.map((mail) => mail.to)).toEqual([["ada@example.test"]]);

    Object.assign(smtp.faults, { failing: 1 });
    const refused = await mailer.send(message("ada@example.test")).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(Error);
    expect(refused).toMatchObject({ responseCode: 451 });
    expect((refused as { response?: string }).response).toContain("Mail server busy");
    expect(smtp.received).toHaveLength(1);
  });

  it("fails what it still holds when closed, and a message after that starts the thread again", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "echoes-mail-thread-"));
    const { log } = recordingLog();
    const mailer = new ThreadMailer({ from: FROM, dataDir }, log);
    closers.push(
      () => mailer.close(),
      () => fs.rmSync(dataDir, { recursive: true, force: true }),
    );

    const held = mailer.send(message("a@example.test")).catch((err: unknown) => err);
    await mailer.close();
    expect(await held).toMatchObject({ message: "The mailer was closed" });
    await mailer.send(message("b@example.test"));
    expect(fs.readdirSync(path.join(dataDir, "outbox"))).toHaveLength(1);
  });
});
