// The mail thread (mail-thread.ts): builds each message and hands it to SMTP or the outbox, at a low priority.
import { parentPort, workerData } from "node:worker_threads";
import type { FastifyBaseLogger } from "fastify";
import { runThreadOnIdleCpu } from "#server/lib/thread-priority.ts";
import type { MailFailure, MailThreadData, MailThreadReply, MailThreadRequest } from "./mail-thread.ts";

// The thread runs on CPU time nothing else wants (SCHED_IDLE, else the lowest niceness): a request preempts it. It
// lowers itself before it loads the mailer (nodemailer and its modules), which is most of its start.
runThreadOnIdleCpu();
const { createMailer } = await import("./mailer.ts");

const { logLevel, ...settings } = workerData as MailThreadData;
const port = parentPort!;
const post = (reply: MailThreadReply) => port.postMessage(reply);

// The mailers log with a message's subject and file, never its recipient; the app's logger writes it. An entry the
// app's level leaves out is not sent at all: a morning's 10,000 "written to the outbox" would cost the event loop.
const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const;
const lowest = LEVELS[logLevel as keyof typeof LEVELS] ?? Infinity;
const forward = (level: "info" | "warn" | "error") =>
  LEVELS[level] >= lowest
    ? (fields: Record<string, unknown>, msg: string) => post({ log: { level, fields, msg } })
    : () => {};
const log = { info: forward("info"), warn: forward("warn"), error: forward("error") } as unknown as FastifyBaseLogger;
const mailer = createMailer({ ...settings, log, blockingWrites: true });

function failure(err: unknown): MailFailure {
  const e = err as { message?: unknown; code?: unknown; responseCode?: unknown; response?: unknown };
  return {
    message: typeof e.message === "string" ? e.message : String(err),
    ...(typeof e.code === "string" && { code: e.code }),
    ...(typeof e.responseCode === "number" && { responseCode: e.responseCode }),
    ...(typeof e.response === "string" && { response: e.response }),
  };
}

port.on("message", ({ id, message }: MailThreadRequest) => {
  mailer.send(message).then(
    () => post({ id }),
    (err: unknown) => post({ id, failure: failure(err) }),
  );
});
