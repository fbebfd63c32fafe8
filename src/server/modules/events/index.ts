import type { FastifyBaseLogger } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ErrorEnvelopeSchema } from "#contracts/common.ts";
import {
  EventBatchResultSchema,
  EventBatchSchema,
  EventInputSchema,
  EventListSchema,
  EventQuerySchema,
  type EventBatchResult,
} from "#contracts/events.ts";
import type { Database, Db } from "#server/db/client.ts";
import { HttpError } from "#server/plugins/errors.ts";
import type { CounterStore } from "#server/plugins/rate-limit.ts";
import { anonymizeIp } from "./anonymize-ip.ts";
import { batchTooLarge, DAILY_CAP_MESSAGE, DailyEventCap, EVENT_BATCH_MAX_BYTES } from "./event-caps.ts";
import { EventBuffer } from "./event-buffer.ts";
import { findEvents, insertEvents, type EventRow } from "./events.repository.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Accepted events waiting to be written; `flush()` writes them now (tests, shutdown). */
    eventBuffer: EventBuffer;
  }
}

export interface EventRoutesOptions {
  db: Db;
  /** Where accepted events wait to be written (see createEventBuffer). */
  buffer: EventBuffer;
  /** Batches per minute per client IP. */
  perIpPerMinute: number;
  /** Events stored per day per client address (see DailyEventCap), counted in `counters`. */
  perIpPerDay: number;
  counters: CounterStore;
}

/** The app's event buffer, writing to `db`. */
export function createEventBuffer(database: Database, log: FastifyBaseLogger): EventBuffer {
  return new EventBuffer({ write: (rows) => insertEvents(database, rows), log });
}

const USER_AGENT_MAX = 500;
/** The whole batch body, in bytes (see EVENT_BATCH_MAX_BYTES). */
const BODY_LIMIT = EVENT_BATCH_MAX_BYTES;

const invalidJson = () => new HttpError(400, "invalid_json", "The request body is not valid JSON");

/** The first problem of an event, as "field: message". */
function problemOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  const issue = issues[0];
  if (!issue) return "Invalid event";
  const field = issue.path.map(String).join(".");
  return field ? `${field}: ${issue.message}` : issue.message;
}

/**
 * Analytics events (docs/api.md): batches from the client's event queue (fetch or `navigator.sendBeacon`)
 * and the admin's query. Accepted events are written in bulk off the request path (EventBuffer).
 */
export const eventRoutes: FastifyPluginAsyncZod<EventRoutesOptions> = async (app, options) => {
  const { buffer } = options;
  const dailyCap = new DailyEventCap(options.counters, options.perIpPerDay);
  // In this plugin's own context: it runs before the database (opened by the root) is closed.
  app.addHook("onClose", () => buffer.flush());

  // A beacon cannot set its content type: it sends JSON as text/plain. In this plugin only, such a body is
  // read as JSON (elsewhere text/plain stays text).
  app.removeContentTypeParser("text/plain");
  app.addContentTypeParser("text/plain", { parseAs: "string", bodyLimit: BODY_LIMIT }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(invalidJson(), undefined);
    }
  });

  app.post(
    "/api/events",
    {
      // A body announced too large is refused before it is read; one streamed without a length stops at the limit.
      onRequest: async (request) => {
        if (Number(request.headers["content-length"]) > BODY_LIMIT) throw batchTooLarge();
      },
      bodyLimit: BODY_LIMIT,
      config: { rateLimit: { max: options.perIpPerMinute, timeWindow: 60_000 }, lenientAuth: true },
      schema: {
        tags: ["events"],
        summary: "Record a batch of analytics events",
        description:
          `Up to 50 events and ${BODY_LIMIT / 1024} KB (413 beyond). Each is checked on its own: invalid ones are ` +
          "listed in `rejected` (by index) and the others are stored, up to a daily number per client address " +
          "(IPv4, or IPv6 /64): events past it are listed in `rejected` too. The bearer token is optional (it sets " +
          "the user); the user agent comes from the request and the client IP is stored anonymised (IPv4 /24, " +
          "IPv6 /48). Also accepts a `text/plain` JSON body, as `navigator.sendBeacon` sends it.",
        body: EventBatchSchema,
        response: {
          202: EventBatchResultSchema,
          400: ErrorEnvelopeSchema,
          413: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
        },
        security: [{ bearerAuth: [] }, {}],
      },
    },
    async (request, reply) => {
      const userId = request.user?.id ?? null;
      const userAgent = request.headers["user-agent"]?.slice(0, USER_AGENT_MAX) ?? null;
      const ipAnonymized = anonymizeIp(request.ip);
      const result: EventBatchResult = { accepted: 0, rejected: [] };
      const rows: EventRow[] = [];
      const indexes: number[] = [];
      request.body.events.forEach((raw, index) => {
        const parsed = EventInputSchema.safeParse(raw);
        if (!parsed.success) {
          result.rejected.push({ index, message: problemOf(parsed.error.issues) });
          return;
        }
        const event = parsed.data;
        rows.push({
          userId,
          eventName: event.event_name,
          eventType: event.event_type,
          metadata: event.metadata ?? {},
          properties: event.properties ?? {},
          pageUrl: event.page_url ?? null,
          referrer: event.referrer ?? null,
          userAgent,
          ipAnonymized,
          sessionId: event.session_id ?? null,
        });
        indexes.push(index);
      });
      const allowed = await dailyCap.take(request.ip, rows.length);
      for (const index of indexes.slice(allowed)) result.rejected.push({ index, message: DAILY_CAP_MESSAGE });
      const kept = buffer.add(rows.slice(0, allowed));
      result.accepted = kept;
      for (const index of indexes.slice(kept, allowed)) {
        result.rejected.push({ index, message: "Not stored: too many events are waiting. Please try again later." });
      }
      result.rejected.sort((a, b) => a.index - b.index);
      return reply.status(202).send(result);
    },
  );

  app.get(
    "/api/admin/events",
    {
      config: { auth: "viewAnalytics" },
      schema: {
        tags: ["events"],
        summary: "Analytics events, newest first (admin)",
        description: "Filters: `start_date`, `end_date` (ISO 8601), `event_types` (comma-separated), `user_id`.",
        querystring: EventQuerySchema,
        response: {
          200: EventListSchema,
          400: ErrorEnvelopeSchema,
          401: ErrorEnvelopeSchema,
          403: ErrorEnvelopeSchema,
        },
      },
    },
    (request) => findEvents(options.db, request.query),
  );
};
