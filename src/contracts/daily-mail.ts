import { z } from "zod";

/**
 * The morning e-mail (docs/product/daily-mail.md): a member's subscription, the one-click unsubscribe and the
 * operators' run. Shared by the server's checks and the dashboard's form.
 */

export const DAILY_MAIL_TAGS_MAX = 5;
export const DAILY_MAIL_TAG_MAX = 50;
/** `tags:` plus five tags of 50 characters and their commas, with room to spare. */
export const DAILY_MAIL_SOURCE_MAX = 300;
export const TIME_ZONE_MAX = 64;

export const DAILY_MAIL_MESSAGES = {
  sourceInvalid: "Choose the quote of the day, one of your lists, or some tags",
  listNotYours: "Choose one of your own lists",
  tagsRequired: "Enter at least one tag",
  tooManyTags: `Choose at most ${DAILY_MAIL_TAGS_MAX} tags`,
  tagTooLong: `Tags must be at most ${DAILY_MAIL_TAG_MAX} characters`,
  hourInvalid: "Choose an hour from 0 to 23",
  timeZoneInvalid: "Choose a time zone such as Europe/Paris",
  saved: "Morning e-mail settings saved",
  unsubscribed: "You will no longer receive the morning e-mail.",
  tokenUnknown: "This unsubscribe link is not valid. Sign in and turn the morning e-mail off in your dashboard.",
  atInvalid: "Give an ISO date and time, such as 2026-11-27T07:00:00Z",
} as const;

/** Every IANA zone this runtime knows (plus UTC, which some runtimes list only as an alias). */
function knownTimeZones(): ReadonlySet<string> {
  const zones = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return new Set([...zones, "UTC"]);
}
let zones: ReadonlySet<string> | undefined;

/**
 * Whether `zone` is a real IANA time zone: a listed one, or an alias (Asia/Calcutta) the runtime resolves.
 * Offsets ("+02:00") and abbreviations are refused: only a named zone follows its daylight-saving rules.
 */
export function isTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > TIME_ZONE_MAX) return false;
  zones ??= knownTimeZones();
  if (zones.has(zone)) return true;
  if (!/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A source, read: the quote of the day, a list of the member's (by id), or tags (lowercase, distinct). */
export type DailyMailSource =
  { kind: "quote_of_the_day" } | { kind: "list"; listId: string } | { kind: "tags"; tags: string[] };

const LIST_SOURCE = /^list:([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/;

/** Reads a source's text; a message of DAILY_MAIL_MESSAGES when it is not one. */
export function parseDailyMailSource(text: string): DailyMailSource | { error: string } {
  const value = text.trim();
  if (value === "quote_of_the_day") return { kind: "quote_of_the_day" };
  const list = LIST_SOURCE.exec(value);
  if (list) return { kind: "list", listId: list[1]!.toLowerCase() };
  if (value.startsWith("tags:")) {
    const tags = [
      ...new Set(
        value
          .slice(5)
          .split(",")
          .map((t) => t.trim().toLowerCase())
          .filter(Boolean),
      ),
    ];
    if (tags.length === 0) return { error: DAILY_MAIL_MESSAGES.tagsRequired };
    if (tags.length > DAILY_MAIL_TAGS_MAX) return { error: DAILY_MAIL_MESSAGES.tooManyTags };
    if (tags.some((t) => t.length > DAILY_MAIL_TAG_MAX)) return { error: DAILY_MAIL_MESSAGES.tagTooLong };
    return { kind: "tags", tags };
  }
  return { error: DAILY_MAIL_MESSAGES.sourceInvalid };
}

/** A source as the API writes it: `quote_of_the_day`, `list:<id>` or `tags:a,b`. */
export function formatDailyMailSource(source: DailyMailSource): string {
  if (source.kind === "list") return `list:${source.listId}`;
  if (source.kind === "tags") return `tags:${source.tags.join(",")}`;
  return "quote_of_the_day";
}

const SourceSchema = z
  .string({ error: DAILY_MAIL_MESSAGES.sourceInvalid })
  .max(DAILY_MAIL_SOURCE_MAX, { error: DAILY_MAIL_MESSAGES.sourceInvalid })
  .transform((text, ctx) => {
    const source = parseDailyMailSource(text);
    if ("error" in source) {
      ctx.addIssue({ code: "custom", message: source.error });
      return z.NEVER;
    }
    return formatDailyMailSource(source);
  });

export const DailyMailSettingsSchema = z.object({
  enabled: z.boolean({ error: "Say whether the morning e-mail is on" }),
  source: SourceSchema,
  hour: z
    .number({ error: DAILY_MAIL_MESSAGES.hourInvalid })
    .int({ error: DAILY_MAIL_MESSAGES.hourInvalid })
    .min(0, { error: DAILY_MAIL_MESSAGES.hourInvalid })
    .max(23, { error: DAILY_MAIL_MESSAGES.hourInvalid }),
  timezone: z
    .string({ error: DAILY_MAIL_MESSAGES.timeZoneInvalid })
    .max(TIME_ZONE_MAX, { error: DAILY_MAIL_MESSAGES.timeZoneInvalid })
    .refine(isTimeZone, { error: DAILY_MAIL_MESSAGES.timeZoneInvalid }),
});
export type DailyMailSettings = z.output<typeof DailyMailSettingsSchema>;
export type DailyMailSettingsInput = z.input<typeof DailyMailSettingsSchema>;

/** PUT /api/users/me/subscriptions. */
export const SubscriptionsUpdateSchema = z.object({ daily: DailyMailSettingsSchema });

export const DAILY_MAIL_DELIVERY_STATUSES = ["sending", "retrying", "sent", "failed"] as const;

/** What the member sees of the deliveries: when the next mail goes, and how the last one went. */
export const DailyMailDeliverySchema = z.object({
  next_at: z.string().nullable(),
  last: z
    .object({
      day: z.string(),
      status: z.enum(DAILY_MAIL_DELIVERY_STATUSES),
      attempts: z.number().int(),
      /** Why the last attempt failed (the mail server's answer), when it did. */
      error: z.string().nullable(),
      sent_at: z.string().nullable(),
    })
    .nullable(),
});

/** GET and PUT /api/users/me/subscriptions answer. `daily` is null until the member first saves it. */
export const SubscriptionsSchema = z.object({
  daily: z
    .object({
      enabled: z.boolean(),
      source: z.string(),
      hour: z.number().int(),
      timezone: z.string(),
    })
    .nullable(),
  delivery: DailyMailDeliverySchema,
});
export type Subscriptions = z.infer<typeof SubscriptionsSchema>;

export const UnsubscribeQuerySchema = z.object({ token: z.string().max(200).default("") });
export const UnsubscribeResultSchema = z.object({ unsubscribed: z.literal(true), message: z.string() });

/** POST /api/admin/daily-mail/run. */
export const DailyMailRunSchema = z.object({
  at: z.iso.datetime({ offset: true, error: DAILY_MAIL_MESSAGES.atInvalid }),
});
export const DailyMailRunResultSchema = z.object({ sent: z.number().int(), failed: z.number().int() });

/** The e-mail header pointing at the one-click unsubscribe (RFC 8058). */
export const unsubscribePath = (token: string) => `/api/unsubscribe?token=${encodeURIComponent(token)}`;
