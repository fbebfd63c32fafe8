import { sql } from "drizzle-orm";
import { date, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { quotes } from "./quotes.ts";
import { users } from "./users.ts";

/**
 * Daily review (docs/product/review.md). A quote a member saved has no row here until its first grade: it is due
 * from the moment it was saved. A row older than the member's current save of the quote (they unsaved it and saved
 * it again) is ignored, so the quote starts afresh.
 */
export const reviewStates = pgTable(
  "review_states",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    /** SM-2 ease factor (≥ 1.3). */
    ease: doublePrecision("ease").notNull(),
    /** Successful reviews in a row ("again" resets it). */
    repetitions: integer("repetitions").notNull(),
    intervalDays: integer("interval_days").notNull(),
    dueAt: timestamp("due_at", { withTimezone: true, precision: 3 }).notNull(),
    /** Set by "mastered": the quote leaves the rotation. */
    masteredAt: timestamp("mastered_at", { withTimezone: true }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.quoteId] }),
    // The member's scheduled quotes in due order (the due query and the next due date).
    index("review_states_user_due_idx")
      .on(t.userId, t.dueAt)
      .where(sql`${t.masteredAt} is null`),
    // Deleting a quote removes its rows.
    index("review_states_quote_idx").on(t.quoteId),
  ],
);

/** Every grade, with the member's local day at that moment: the day's bound and the streak are counted from it. */
export const reviewLog = pgTable(
  "review_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    grade: text("grade").notNull(),
    localDay: date("local_day", { mode: "string" }).notNull(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index("review_log_user_day_idx").on(t.userId, t.localDay), index("review_log_quote_idx").on(t.quoteId)],
);
