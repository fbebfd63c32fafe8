import type { FastifyInstance, FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  DailyMailRunResultSchema,
  DailyMailRunSchema,
  DAILY_MAIL_MESSAGES as M,
  SubscriptionsSchema,
  SubscriptionsUpdateSchema,
  UnsubscribeQuerySchema,
  UnsubscribeResultSchema,
} from "#contracts/daily-mail.ts";
import { errorAnswers } from "#server/lib/route-schemas.ts";
import { HttpError } from "#server/plugins/errors.ts";
import { requireUser } from "#server/plugins/auth.ts";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { ThreadMailer } from "#server/mail/mail-thread.ts";
import type { DailyQuoteService } from "#server/modules/daily-quote/daily-quote.service.ts";
import { dailyMailSchedule } from "./daily-mail.scheduler.ts";
import { DailyMailSender } from "./daily-mail.sender.ts";
import { DailyMailService } from "./daily-mail.service.ts";
import { unsubscribeConfirmPage, unsubscribeResultPage } from "./unsubscribe-page.ts";

/** One-click unsubscribes per client address per minute (a token is 256 bits: this only keeps scanners polite). */
const UNSUBSCRIBES_PER_MIN = 30;
/** A one-click body is `List-Unsubscribe=One-Click`; anything longer is not one. */
const FORM_BODY_LIMIT = 1024;

/** An HTML page instead of the route's JSON (a string is sent as it is, not serialised). */
function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply.status(status).type("text/html; charset=utf-8").header("Cache-Control", "no-store").send(html);
}

export interface DailyMailRoutesOptions {
  service: DailyMailService;
  sender: DailyMailSender;
}

/**
 * The morning e-mail: the member's settings, the one-click unsubscribe (RFC 8058, no sign-in: the token is the
 * authority) with its confirmation page for people, and the operators' run.
 */
export const dailyMailRoutes: FastifyPluginAsyncZod<DailyMailRoutesOptions> = async (app, { service, sender }) => {
  app.get(
    "/api/users/me/subscriptions",
    {
      config: { auth: "user" },
      schema: {
        tags: ["daily-mail"],
        summary: "The signed-in member's morning e-mail settings and how its deliveries went",
        response: { 200: SubscriptionsSchema, ...errorAnswers(401) },
      },
    },
    async (request, reply) => {
      void reply.header("Cache-Control", "private, no-store");
      return service.get(requireUser(request).id);
    },
  );

  app.put(
    "/api/users/me/subscriptions",
    {
      config: { auth: "user" },
      schema: {
        tags: ["daily-mail"],
        summary: "Turn the morning e-mail on or off, and choose its quotes, hour and time zone",
        description:
          "`source` is `quote_of_the_day`, `list:<id>` (one of the member's own lists, in rotation) or `tags:a,b` " +
          "(1–5 tags); `hour` 0–23 in the IANA `timezone`. One mail per local day.",
        body: SubscriptionsUpdateSchema,
        response: { 200: SubscriptionsSchema, ...errorAnswers(400, 401) },
      },
    },
    (request) => service.update(requireUser(request).id, request.body.daily),
  );

  // Mail clients post `List-Unsubscribe=One-Click` as a form; the page's button does too.
  app.addContentTypeParser(
    ["application/x-www-form-urlencoded", "multipart/form-data"],
    { parseAs: "string", bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(
    "/api/unsubscribe",
    {
      config: { rateLimit: { max: UNSUBSCRIBES_PER_MIN, timeWindow: 60_000 } },
      schema: {
        tags: ["daily-mail"],
        summary: "The unsubscribe link's page: a button that unsubscribes (opening the link changes nothing)",
        querystring: UnsubscribeQuerySchema,
      },
    },
    async (request, reply) => {
      void reply
        .header("Cache-Control", "no-store")
        .header("Referrer-Policy", "no-referrer")
        .type("text/html; charset=utf-8");
      return unsubscribeConfirmPage(request.query.token);
    },
  );

  app.post(
    "/api/unsubscribe",
    {
      bodyLimit: FORM_BODY_LIMIT,
      config: { rateLimit: { max: UNSUBSCRIBES_PER_MIN, timeWindow: 60_000 } },
      schema: {
        tags: ["daily-mail"],
        summary: "One-click unsubscribe from the morning e-mail (RFC 8058); no sign-in",
        description:
          "The token comes from the mail's `List-Unsubscribe` link. The body may be `List-Unsubscribe=One-Click` " +
          "(form-encoded) or empty. Idempotent. A browser's form post gets a page instead of JSON.",
        querystring: UnsubscribeQuerySchema,
        response: { 200: UnsubscribeResultSchema, ...errorAnswers(404, 429) },
      },
    },
    async (request, reply) => {
      const wantsPage = (request.headers.accept ?? "").includes("text/html");
      try {
        const result = await service.unsubscribe(request.query.token);
        return wantsPage ? sendPage(reply, 200, unsubscribeResultPage(true, result.message)) : result;
      } catch (err) {
        if (!wantsPage || !(err instanceof HttpError)) throw err;
        return sendPage(reply, err.statusCode, unsubscribeResultPage(false, M.tokenUnknown));
      }
    },
  );

  app.post(
    "/api/admin/daily-mail/run",
    {
      config: { auth: "manageUsers" },
      schema: {
        tags: ["daily-mail"],
        summary: "Send the morning e-mails due at an instant, now (operators and tests)",
        description:
          "Sends every mail whose hour has come by `at` (ISO time) and not yet sent for its local day, and the " +
          "retries due by then; answers how many were sent and how many failed for good.",
        body: DailyMailRunSchema,
        response: { 200: DailyMailRunResultSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const at = new Date(request.body.at);
      request.log.info({ at: at.toISOString() }, "morning e-mail run asked for");
      return sender.run(at);
    },
  );
};

/**
 * The morning e-mail in the app: its routes, and its schedule (BullMQ or in process) started when the app is
 * ready; on close the running batch finishes and the schedule stops.
 */
export async function registerDailyMail(
  app: FastifyInstance,
  deps: { database: Database; config: Config; daily: DailyQuoteService },
) {
  const { database, config, daily } = deps;
  // A morning sends thousands of mails: each is built and sent on a thread of its own, away from the requests.
  const mailer = new ThreadMailer(
    { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.DATA_DIR },
    app.log,
  );
  app.addHook("onClose", () => mailer.close());
  const sender = new DailyMailSender({ db: database.db, mailer, daily, publicUrl: config.PUBLIC_URL, log: app.log });
  await app.register(dailyMailRoutes, { service: new DailyMailService(database.db), sender });
  const schedule = dailyMailSchedule(config, app.log);
  if (!schedule) return;
  app.addHook("onReady", () => schedule.start(async () => void (await sender.run(new Date()))));
  app.addHook("preClose", async () => sender.close());
  app.addHook("onClose", () => schedule.close());
}
