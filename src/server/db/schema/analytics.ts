import { bigint, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Event counts per UTC hour, per metric and dimension (e.g. `shares` × `twitter`), kept by a statement-level
 * trigger on `events` in the inserting statement's own transaction (migration 0007_admin_insights), so that
 * the admin analytics read a few hundred rows instead of scanning the events.
 */
export const analyticsHourly = pgTable(
  "analytics_hourly",
  {
    bucket: timestamp("bucket", { withTimezone: true }).notNull(),
    metric: text("metric").notNull(),
    dimension: text("dimension").notNull().default(""),
    count: bigint("count", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.metric, t.dimension] })],
);

/** Analytics session ids seen in each UTC hour: unique sessions per hour (distinct sessions cannot be summed). */
export const analyticsSessionHours = pgTable(
  "analytics_session_hours",
  {
    bucket: timestamp("bucket", { withTimezone: true }).notNull(),
    sessionId: text("session_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.sessionId] })],
);

/** Analytics session ids seen on each UTC day: unique sessions per day and over a range of days. */
export const analyticsSessionDays = pgTable(
  "analytics_session_days",
  {
    day: timestamp("day", { withTimezone: true }).notNull(),
    sessionId: text("session_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.sessionId] })],
);
