// The mail thread (mail-thread.ts): builds each message and hands it to SMTP or the outbox, at a low priority.
import { parentPort, workerData } from "node:worker_threads";
import type { FastifyBaseLogger } from "fastify";
import { runThreadOnIdleCpu } from "#server/lib/thread-priority.ts";
import type { MailFailure, MailThreadReply, MailThreadRequest, MailThreadSettings } from "./mail-thread.ts";
import { createMailer } from "./mailer.ts";

// The thread runs on CPU time nothing else wants (SCHED_IDLE, else the lowest niceness): a request preempts it.
runThreadOnIdleCpu();

const port = parentPort!;
const post = (reply: MailThreadReply) => port.postMessage(reply);
const forward = (level: "info" | "warn" | "error") => (fields: Record<string, unknown>, msg: string) =>
  post({ log: { level, fields, msg } });
// The mailers log with a message's subject and file, never its recipient; the app's logger writes it.
const log = { info: forward("info"), warn: forward("warn"), error: forward("error") } as unknown as FastifyBaseLogger;
const mailer = createMailer({ ...(workerData as MailThreadSettings), log });

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
