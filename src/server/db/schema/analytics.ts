import { bigint, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Counts per UTC hour, per metric and dimension (e.g. `shares` × `twitter`), kept by statement-level triggers
 * in the writing statement's own transaction (migration *_admin_insights): events (page views, copies, shares,
 * audio plays, events by type) as they are inserted, and the rows of bookmarks, reactions (by type) and users
 * (sign-ups) as they are inserted, changed or deleted — so the admin analytics read a few thousand rows
 * instead of scanning tables.
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

/**
 * Running totals kept by the same triggers (bookmarks, reactions by type), so that the admin statistics read a
 * few rows instead of counting whole tables.
 */
export const analyticsTotals = pgTable(
  "analytics_totals",
  {
    metric: text("metric").notNull(),
    dimension: text("dimension").notNull().default(""),
    count: bigint("count", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.metric, t.dimension] })],
);
