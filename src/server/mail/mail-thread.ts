import type { Worker } from "node:worker_threads";
import type { FastifyBaseLogger } from "fastify";
import { startWorkerThread } from "#server/lib/worker-thread.ts";
import type { Mailer, MailerOptions, MailMessage } from "./mailer.ts";

/** What the mail thread is started with: the app's mailer settings, without its logger. */
export type MailThreadSettings = Omit<MailerOptions, "log" | "blockingWrites">;

/** What the thread starts with: the settings, and the lowest level the app's logger writes (it sends nothing less). */
export type MailThreadData = MailThreadSettings & { logLevel: string };

/** What the mail server or the outbox answered a failed send: the fields the sender reads (smtpError). */
export interface MailFailure {
  message: string;
  code?: string;
  responseCode?: number;
  response?: string;
}

export type MailThreadRequest = { id: number; message: MailMessage };
export type MailThreadReply =
  | { id: number; failure?: MailFailure }
  | { log: { level: "info" | "warn" | "error"; fields: Record<string, unknown>; msg: string } };

/** A mail thread with nothing to send stops after this long (a morning run keeps it busy; the next is an hour away). */
const IDLE_STOP_MS = 30_000;

interface Pending {
  resolve: () => void;
  reject: (error: Error) => void;
}

/**
 * A mailer for mail sent in bulk (the morning e-mail): each message is built (MIME) and handed to SMTP or the
 * outbox on a worker thread of low priority (mail-worker.ts), so that thousands of mails never take the event
 * loop from the requests it serves. The thread starts with the first message and stops when idle; should it
 * fail, the messages it held fail (the sender tries them again) and the next message starts another.
 */
export class ThreadMailer implements Mailer {
  readonly kind: Mailer["kind"];
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly settings: MailThreadSettings,
    private readonly log: FastifyBaseLogger,
  ) {
    this.kind = settings.smtpUrl ? "smtp" : "outbox";
  }

  send(message: MailMessage): Promise<void> {
    const worker = this.thread();
    clearTimeout(this.idleTimer);
    const id = this.nextId++;
    return new Promise<void>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, message } satisfies MailThreadRequest);
    });
  }

  async close() {
    clearTimeout(this.idleTimer);
    const worker = this.worker;
    this.worker = undefined;
    this.failAll(new Error("The mailer was closed"));
    await worker?.terminate();
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = startWorkerThread(new URL("./mail-worker.ts", import.meta.url), "mail-worker", {
      workerData: { ...this.settings, logLevel: this.log.level ?? "info" } satisfies MailThreadData,
    });
    worker.unref();
    worker.on("message", (reply: MailThreadReply) => this.onReply(reply));
    worker.on("error", (err) => this.log.error({ err }, "the mail thread failed"));
    worker.on("exit", (code) => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      this.failAll(new Error(`The mail thread stopped (exit code ${code})`));
    });
    this.worker = worker;
    return worker;
  }

  private onReply(reply: MailThreadReply) {
    if ("log" in reply) {
      const { level, fields, msg } = reply.log;
      this.log[level](fields, msg);
      return;
    }
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    if (reply.failure) pending.reject(Object.assign(new Error(reply.failure.message), reply.failure));
    else pending.resolve();
    if (this.pending.size === 0) this.stopWhenIdle();
  }

  private stopWhenIdle() {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (this.pending.size > 0 || !this.worker) return;
      const worker = this.worker;
      this.worker = undefined;
      void worker.terminate();
    }, IDLE_STOP_MS);
    this.idleTimer.unref();
  }

  private failAll(error: Error) {
    for (const { reject } of this.pending.values()) reject(error);
    this.pending.clear();
  }
}
