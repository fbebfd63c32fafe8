import { z } from "zod";
import { EVENT_BATCH_MAX, EVENT_TYPES } from "./constants.ts";
import { withoutAddressQueries, withoutQuery } from "./event-urls.ts";

export { EVENT_BATCH_MAX, EVENT_BATCH_SIZE, EVENT_FLUSH_INTERVAL_MS, EVENT_MAX_RETRIES } from "./constants.ts";

export const EVENT_NAME_MAX = 100;
export const EVENT_URL_MAX = 2000;
export const EVENT_SESSION_ID_MAX = 100;
/** Metadata and properties each, as JSON text. */
export const EVENT_JSON_MAX = 4000;
/** Admin event query (docs/product/data-model.md and docs/product/messages-and-limits.md): limit 1 to 1000, default 100; offset default 0. */
export const EVENT_QUERY_LIMIT_MAX = 1000;
export const EVENT_QUERY_LIMIT_DEFAULT = 100;

export const EventTypeSchema = z.enum(EVENT_TYPES);
export type EventType = z.infer<typeof EventTypeSchema>;

const jsonObject = z
  .record(z.string(), z.unknown())
  .refine(
    (value) => JSON.stringify(value).length <= EVENT_JSON_MAX,
    `Must be at most ${EVENT_JSON_MAX} characters of JSON`,
  );

const optionalText = (max: number) => z.string().max(max, `Must be at most ${max} characters`).nullish();

/**
 * One event as the client sends it (docs/product/data-model.md Event); user, user agent and IP come from the request. What is stored
 * keeps only the path of every address in it (event-urls.ts): no query, no fragment.
 */
export const EventInputSchema = z
  .object({
    event_name: z
      .string()
      .trim()
      .min(1, "Event name is required")
      .max(EVENT_NAME_MAX, `Event name must be at most ${EVENT_NAME_MAX} characters`),
    event_type: EventTypeSchema,
    metadata: jsonObject.nullish(),
    properties: jsonObject.nullish(),
    page_url: optionalText(EVENT_URL_MAX),
    referrer: optionalText(EVENT_URL_MAX),
    session_id: optionalText(EVENT_SESSION_ID_MAX),
  })
  .transform((event) => ({
    ...event,
    metadata: event.metadata && withoutAddressQueries(event.metadata),
    properties: event.properties && withoutAddressQueries(event.properties),
    page_url: event.page_url && withoutQuery(event.page_url),
    referrer: event.referrer && withoutQuery(event.referrer),
  }));
export type EventInput = z.input<typeof EventInputSchema>;

/**
 * The batch envelope. Each event is checked on its own afterwards, so that one bad event does not lose the
 * others: here they only need to be objects.
 */
export const EventBatchSchema = z.object({
  events: z
    .array(z.record(z.string(), z.unknown()), "Events must be a list of event objects")
    .min(1, "Send at least one event")
    .max(EVENT_BATCH_MAX, `Send at most ${EVENT_BATCH_MAX} events at once`),
});

export const EventBatchResultSchema = z.object({
  accepted: z.number().int(),
  rejected: z.array(z.object({ index: z.number().int(), message: z.string() })),
});
export type EventBatchResult = z.infer<typeof EventBatchResultSchema>;

const commaSeparatedTypes = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((part) => part.trim())
      .filter((part) => part !== ""),
  )
  .pipe(z.array(EventTypeSchema, "Unknown event type"));

const dateBound = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)), "Must be a date or date-time (ISO 8601)")
  .transform((value) => new Date(value));

/** GET /api/admin/events (docs/product/data-model.md Event query). */
export const EventQuerySchema = z.object({
  start_date: dateBound.optional(),
  end_date: dateBound.optional(),
  event_types: commaSeparatedTypes.optional(),
  user_id: z.uuid("Must be a user id").optional(),
  limit: z.coerce
    .number("Limit must be a number")
    .int("Limit must be a whole number")
    .min(1, "Limit must be between 1 and 1000")
    .max(EVENT_QUERY_LIMIT_MAX, "Limit must be between 1 and 1000")
    .default(EVENT_QUERY_LIMIT_DEFAULT),
  offset: z.coerce
    .number("Offset must be a number")
    .int("Offset must be a whole number")
    .min(0, "Offset must be 0 or more")
    .default(0),
});
export type EventQuery = z.output<typeof EventQuerySchema>;

export const StoredEventSchema = z.object({
  id: z.number().int(),
  user_id: z.uuid().nullable(),
  event_name: z.string(),
  event_type: EventTypeSchema,
  metadata: z.record(z.string(), z.unknown()),
  properties: z.record(z.string(), z.unknown()),
  page_url: z.string().nullable(),
  referrer: z.string().nullable(),
  user_agent: z.string().nullable(),
  ip_anonymized: z.string().nullable(),
  session_id: z.string().nullable(),
  created_at: z.string(),
});
export type StoredEvent = z.infer<typeof StoredEventSchema>;

export const EventListSchema = z.object({ events: z.array(StoredEventSchema), total: z.number().int() });
export type EventList = z.infer<typeof EventListSchema>;
