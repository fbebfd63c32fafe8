import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./types.ts";
import { quotes } from "./quotes.ts";
import { users } from "./users.ts";

/**
 * A member's morning e-mail (docs/product/daily-mail.md): one row per member who saved the settings. The
 * scheduler reads `next_due_at` (the next instant their hour comes round in their zone) through the partial index.
 */
export const dailyMailSubscriptions = pgTable(
  "daily_mail_subscriptions",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    enabled: boolean("enabled").notNull().default(false),
    /** `quote_of_the_day`, `list:<id>` or `tags:a,b` (src/contracts/daily-mail.ts). */
    source: text("source").notNull(),
    hour: smallint("hour").notNull(),
    timezone: text("timezone").notNull(),
    /** The next mail's instant and the local day it is for; null while the mail is off. */
    nextDueAt: timestamp("next_due_at", { withTimezone: true }),
    nextLocalDay: date("next_local_day"),
    /** How many mails a list source has given: the next one is the list's item at this count, modulo its size. */
    rotation: integer("rotation").notNull().default(0),
    /** The one-click unsubscribe link's secret (32 random bytes): it is the whole of the link's authority. */
    unsubscribeToken: text("unsubscribe_token").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("daily_mail_subscriptions_token_idx").on(t.unsubscribeToken),
    index("daily_mail_subscriptions_due_idx")
      .on(t.nextDueAt)
      .where(sql`${t.enabled}`),
  ],
);

/**
 * One morning e-mail: at most one per member per local day (the unique index is the guard every process meets),
 * with its delivery: attempts, the next retry (or the lease of the process sending it) and the last error.
 */
export const dailyMailSends = pgTable(
  "daily_mail_sends",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    localDay: date("local_day").notNull(),
    quoteId: uuid("quote_id").references(() => quotes.id, { onDelete: "set null" }),
    /** sending (leased to a process until next_attempt_at) · retrying · sent · failed (attempts used up). */
    status: text("status").notNull().default("sending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("daily_mail_sends_user_day_idx").on(t.userId, t.localDay),
    // Deliveries to try again (or whose process stopped mid-way), soonest first.
    index("daily_mail_sends_retry_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('sending', 'retrying')`),
  ],
);
