import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { COMMENT_MAX, REACTION_TYPES, REPORT_REASONS, REPORT_STATUSES } from "#contracts/constants.ts";
import { createdAt, updatedAt } from "./types.ts";
import { quotes } from "./quotes.ts";
import { users } from "./users.ts";

const quoteRef = () =>
  uuid("quote_id")
    .notNull()
    .references(() => quotes.id, { onDelete: "cascade" });
const userRef = () =>
  uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

export const reactionTypeEnum = pgEnum("reaction_type", REACTION_TYPES);
export const reportReasonEnum = pgEnum("report_reason", REPORT_REASONS);
export const reportStatusEnum = pgEnum("report_status", REPORT_STATUSES);

export const bookmarks = pgTable(
  "bookmarks",
  { id: uuid("id").primaryKey().defaultRandom(), quoteId: quoteRef(), userId: userRef(), createdAt: createdAt() },
  (t) => [
    uniqueIndex("bookmarks_user_quote_idx").on(t.userId, t.quoteId),
    index("bookmarks_quote_idx").on(t.quoteId),
    // Recent bookmarks, for the trending list.
    index("bookmarks_created_idx").on(t.createdAt),
  ],
);

export const favorites = pgTable(
  "favorites",
  { quoteId: quoteRef(), userId: userRef(), createdAt: createdAt() },
  (t) => [primaryKey({ columns: [t.userId, t.quoteId] })],
);

export const lists = pgTable(
  "lists",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description"),
    listType: text("list_type").notNull().default("quotes"),
    color: text("color"),
    isPublic: boolean("is_public").notNull().default(false),
    metadata: jsonb("metadata").notNull().default(sql`'{}'::jsonb`),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("lists_owner_idx").on(t.ownerId),
    // A name once per owner, whatever its case (names are stored trimmed).
    uniqueIndex("lists_owner_name_idx").on(t.ownerId, sql`lower(${t.name})`),
  ],
);

export const listItems = pgTable(
  "list_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listId: uuid("list_id")
      .notNull()
      .references(() => lists.id, { onDelete: "cascade" }),
    /** The saved quote (saved lists hold quotes); null only for free-text items. */
    quoteId: uuid("quote_id").references(() => quotes.id, { onDelete: "cascade" }),
    content: text("content").notNull().default(""),
    /** 0, 1, 2, … in list order, kept dense by every write. */
    position: integer("position").notNull().default(0),
    isCompleted: boolean("is_completed").notNull().default(false),
    metadata: jsonb("metadata").notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    index("list_items_list_position_idx").on(t.listId, t.position),
    // A quote once per list.
    uniqueIndex("list_items_list_quote_idx").on(t.listId, t.quoteId),
    index("list_items_quote_idx").on(t.quoteId),
  ],
);

export const savedQuotes = pgTable(
  "saved_quotes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteId: quoteRef(),
    userId: userRef(),
    listId: uuid("list_id").references(() => lists.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    unique("saved_quotes_user_quote_list_key").on(t.userId, t.quoteId, t.listId).nullsNotDistinct(),
  ],
);

export const reactions = pgTable(
  "reactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteId: quoteRef(),
    userId: userRef(),
    reactionType: reactionTypeEnum("reaction_type").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("reactions_quote_user_idx").on(t.quoteId, t.userId),
    index("reactions_user_idx").on(t.userId),
    // Recent reactions, for the trending list.
    index("reactions_created_idx").on(t.createdAt),
  ],
);

export const comments = pgTable(
  "comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteId: quoteRef(),
    userId: userRef(),
    content: varchar("content", { length: COMMENT_MAX }).notNull(),
    hidden: boolean("hidden").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("comments_quote_created_idx").on(t.quoteId, t.createdAt),
    // The admin's comment list (newest first, searched by text) and per-member counts.
    index("comments_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("comments_user_idx").on(t.userId),
    index("comments_content_trgm_idx").using("gin", sql`lower(${t.content}) gin_trgm_ops`),
  ],
);

export const reports = pgTable(
  "reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteId: quoteRef(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    reason: reportReasonEnum("reason").notNull(),
    description: text("description"),
    status: reportStatusEnum("status").notNull().default("open"),
    /** The deciding admin's note. */
    note: text("note"),
    resolvedBy: uuid("resolved_by").references(() => users.id, { onDelete: "set null" }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("reports_quote_idx").on(t.quoteId),
    index("reports_status_created_idx").on(t.status, t.createdAt),
    // One open report per user per quote.
    uniqueIndex("reports_open_user_quote_idx").on(t.userId, t.quoteId).where(sql`${t.status} = 'open'`),
  ],
);

/** Quotes a signed-in user opened, for the "visited" filter and the dashboard. */
export const quoteVisits = pgTable(
  "quote_visits",
  {
    quoteId: quoteRef(),
    userId: userRef(),
    visitedAt: timestamp("visited_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.quoteId] }), index("quote_visits_user_time_idx").on(t.userId, t.visitedAt)],
);
