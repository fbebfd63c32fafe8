import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAtMs } from "./types.ts";
import { quotes } from "./quotes.ts";
import { users } from "./users.ts";

/** Notices to members (docs/product/notifications.md): one row per member per notice. */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    quoteId: uuid("quote_id").references(() => quotes.id, { onDelete: "cascade" }),
    message: text("message").notNull(),
    createdAt: createdAtMs(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    index("notifications_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("notifications_user_unread_idx")
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);
