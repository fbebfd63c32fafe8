import { customType, timestamp } from "drizzle-orm/pg-core";

export const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
/**
 * A creation time kept to the millisecond, as JavaScript reads it: list cursors carry it and must name
 * the same instant the database holds.
 */
export const createdAtMs = () =>
  timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
