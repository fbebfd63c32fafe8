import { sql, type SQL } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { QUOTE_STATUSES, type ReactionType } from "#contracts/constants.ts";
import { createdAt, createdAtMs, tsvector, updatedAt } from "./types.ts";
import { users } from "./users.ts";

export const quoteStatusEnum = pgEnum("quote_status", QUOTE_STATUSES);

export const sources = pgTable("sources", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  description: text("description"),
  url: text("url"),
  author: text("author"),
  publicationDate: date("publication_date"),
  type: text("type"),
  createdAt: createdAt(),
});

export const quotes = pgTable(
  "quotes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    urlSlug: text("url_slug").notNull(),
    text: text("text").notNull(),
    author: text("author").notNull(),
    category: text("category").notNull(),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    context: text("context"),
    referenceUrl: text("reference_url"),
    description: text("description"),
    sourceId: uuid("source_id").references(() => sources.id, { onDelete: "set null" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    status: quoteStatusEnum("status").notNull().default("pending"),
    views: integer("views").notNull().default(0),
    hasAudio: boolean("has_audio").notNull().default(false),
    backgroundUrl: text("background_url"),
    backgroundType: text("background_type"),
    email: text("email"),
    approvedBy: uuid("approved_by").references(() => users.id, { onDelete: "set null" }),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    reactionsCount: integer("reactions_count").notNull().default(0),
    bookmarksCount: integer("bookmarks_count").notNull().default(0),
    commentsCount: integer("comments_count").notNull().default(0),
    /** Reactions by type ({ like: 3, funny: 1 }); types with no reactions may be absent. */
    reactionCounts: jsonb("reaction_counts").$type<Partial<Record<ReactionType, number>>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAtMs(),
    updatedAt: updatedAt(),
    // immutable_array_to_string is created by the first (custom) migration.
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      (): SQL => sql`
        setweight(to_tsvector('english'::regconfig, coalesce(${quotes.text}, '')), 'A') ||
        setweight(to_tsvector('english'::regconfig, coalesce(${quotes.author}, '')), 'A') ||
        setweight(to_tsvector('english'::regconfig, immutable_array_to_string(${quotes.tags}, ' ')), 'B') ||
        setweight(to_tsvector('english'::regconfig, coalesce(${quotes.category}, '')), 'B') ||
        setweight(to_tsvector('english'::regconfig, coalesce(${quotes.context}, '') || ' ' || coalesce(${quotes.description}, '')), 'C')`,
    ),
  },
  (t) => [
    uniqueIndex("quotes_slug_idx").on(t.slug),
    uniqueIndex("quotes_url_slug_idx").on(t.urlSlug),
    // One index per list order (latest, views, popular), each ending in the id tiebreaker.
    index("quotes_status_created_idx").on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("quotes_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("quotes_status_views_idx").on(t.status, t.views.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("quotes_status_reactions_idx").on(
      t.status,
      t.reactionsCount.desc().nullsFirst(),
      t.views.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("quotes_category_status_created_idx").on(
      t.category,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("quotes_audio_created_idx")
      .on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.hasAudio}`),
    // Popular quotes with audio (`popular?audioOnly=true`): few rows, in the popular order.
    index("quotes_audio_popular_idx")
      .on(t.status, t.reactionsCount.desc().nullsFirst(), t.views.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.hasAudio}`),
    index("quotes_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("quotes_tags_gin_idx").using("gin", t.tags),
    index("quotes_search_gin_idx").using("gin", t.searchVector),
    index("quotes_author_trgm_idx").using("gin", sql`lower(${t.author}) gin_trgm_ops`),
    index("quotes_text_trgm_idx").using("gin", sql`${t.text} gin_trgm_ops`),
  ],
);

/**
 * When a visitor (a hash of the client address: IPv4, or IPv6 /64) last counted a view of a quote: a detail
 * read counts at most once per address per quote per day, across processes.
 */
export const quoteViewMarks = pgTable(
  "quote_view_marks",
  {
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    visitor: text("visitor").notNull(),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.quoteId, t.visitor] }), index("quote_view_marks_viewed_idx").on(t.viewedAt)],
);

/**
 * Counted views per quote per hour (UTC hour start), written with the view counter: the view signal of the
 * trending list (docs/decisions/021-trending-and-member-pages.md). Hours older than the longest trending window are pruned.
 */
export const quoteViewHours = pgTable(
  "quote_view_hours",
  {
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    views: integer("views").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.quoteId, t.hour] }), index("quote_view_hours_hour_idx").on(t.hour)],
);

/** The quote of the day for each UTC day; a quote is not chosen again within the repeat window. */
export const dailyQuotes = pgTable(
  "daily_quotes",
  {
    day: date("day").primaryKey(),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
  },
  (t) => [index("daily_quotes_quote_idx").on(t.quoteId)],
);
