import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import nodemailer from "nodemailer";
import type { FastifyBaseLogger } from "fastify";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (e.g. List-Unsubscribe). */
  headers?: Record<string, string>;
}

/** Where mail goes: an SMTP server (SMTP_URL) or, without one, `.eml` files in DATA_DIR/outbox. */
export interface Mailer {
  readonly kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
  /**
   * Write outbox files with blocking calls: for the mail thread, whose low priority then covers the file system's
   * work too, instead of libuv's pool shared with the requests.
   */
  blockingWrites?: boolean;
}

/** Real delivery through SMTP. The URL takes nodemailer's options as query parameters (e.g. `?ignoreTLS=true`). */
export class SmtpMailer implements Mailer {
  readonly kind = "smtp";
  private readonly transport;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage) {
    await this.transport.sendMail({ from: this.from, ...message });
  }

  async close() {
    this.transport.close();
  }
}

/** Local development and tests without SMTP: each message is written, complete, as an `.eml` file. */
export class OutboxMailer implements Mailer {
  readonly kind = "outbox";
  readonly directory: string;
  private readonly transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });

  constructor(
    dataDir: string,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
    private readonly blockingWrites = false,
  ) {
    this.directory = path.join(dataDir, "outbox");
  }

  async send(message: MailMessage) {
    const info = await this.transport.sendMail({ from: this.from, ...message });
    if (!Buffer.isBuffer(info.message)) throw new Error("the stream transport did not buffer the message");
    const raw = info.message;
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    const file = path.join(this.directory, `${stamp}-${randomBytes(4).toString("hex")}.eml`);
    // The directory is made when a write finds it missing (first mail, or removed since), not checked before each
    // of the thousands of mails a morning run writes.
    const write = () =>
      this.blockingWrites
        ? fs.writeFileSync(file, raw, { mode: 0o600 })
        : fs.promises.writeFile(file, raw, { mode: 0o600 });
    try {
      await write();
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
      await fs.promises.mkdir(this.directory, { recursive: true });
      await write();
    }
    // The recipient stays in the file: logs go further than the outbox, and an address is personal data.
    this.log.info({ subject: message.subject, file }, "mail written to the outbox (SMTP_URL is not set)");
  }

  async close() {}
}

export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl
    ? new SmtpMailer(options.smtpUrl, options.from)
    : new OutboxMailer(options.dataDir, options.from, options.log, options.blockingWrites);
}
