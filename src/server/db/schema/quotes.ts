import { sql, type SQL } from "drizzle-orm";
import {
  type AnyPgColumn,
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
import { ATTRIBUTION_STATUSES, QUOTE_STATUSES, type ReactionType } from "#contracts/constants.ts";
import type { QuoteSource } from "#contracts/quotes.ts";
import { createdAt, createdAtMs, tsvector, updatedAt } from "./types.ts";
import { users } from "./users.ts";

export const quoteStatusEnum = pgEnum("quote_status", QUOTE_STATUSES);
/** Declared in author-page order: verified first. */
export const attributionStatusEnum = pgEnum("attribution_status", ATTRIBUTION_STATUSES);

/** A work that quotes cite; shared between quotes (quote_sources links them, with the place in the work). */
export const sources = pgTable(
  "sources",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description"),
    url: text("url"),
    author: text("author"),
    /** A year, a year and month, or an ISO date. */
    publicationDate: text("publication_date"),
    type: text("type"),
    createdAt: createdAt(),
  },
  (t) => [index("sources_name_idx").on(sql`lower(${t.name})`)],
);

export const quotes = pgTable(
  "quotes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    urlSlug: text("url_slug").notNull(),
    text: text("text").notNull(),
    author: text("author").notNull(),
    category: text("category").notNull(),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
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
    reactionCounts: jsonb("reaction_counts")
      .$type<Partial<Record<ReactionType, number>>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAtMs(),
    updatedAt: updatedAt(),
    attributionStatus: attributionStatusEnum("attribution_status").notNull().default("attributed"),
    attributionActualAuthor: text("attribution_actual_author"),
    attributionEarliestDate: text("attribution_earliest_date"),
    attributionNote: text("attribution_note"),
    attributionUpdatedAt: timestamp("attribution_updated_at", { withTimezone: true }),
    /**
     * The quote's sources as responses show them, primary first: a copy of quote_sources joined to sources, kept
     * by every write of either, so that a list page reads them with its rows (docs/decisions/034-attribution.md).
     */
    sources: jsonb("sources")
      .$type<QuoteSource[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** A BCP 47 tag (docs/product/languages.md). */
    language: text("language").notNull().default("en"),
    /** The original this quote translates; a translation of a translation is linked to the original. */
    translationOf: uuid("translation_of").references((): AnyPgColumn => quotes.id, { onDelete: "set null" }),
    translator: text("translator"),
    // echoes_slug is created by migration 0012.
    authorSlug: text("author_slug")
      .notNull()
      .generatedAlwaysAs((): SQL => sql`echoes_slug(${quotes.author})`),
    // immutable_array_to_string is created by the first (custom) migration, echoes_ts_config by 0013: the text is
    // indexed in its own language's configuration, the English metadata in English.
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      (): SQL => sql`
        setweight(to_tsvector(echoes_ts_config(${quotes.language}), coalesce(${quotes.text}, '')), 'A') ||
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
    // Lists filtered by language (`language=fr`, `lang:fr`; `pt` also finds `pt-BR`), newest first.
    index("quotes_language_status_created_idx").on(
      sql`split_part(${t.language}, '-', 1)`,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("quotes_translation_of_idx")
      .on(t.translationOf)
      .where(sql`${t.translationOf} is not null`),
    index("quotes_author_trgm_idx").using("gin", sql`lower(${t.author}) gin_trgm_ops`),
    index("quotes_text_trgm_idx").using("gin", sql`${t.text} gin_trgm_ops`),
    // Lists filtered by attribution (`attribution=verified`, `is:verified`), newest first.
    index("quotes_attribution_status_created_idx").on(
      t.attributionStatus,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Author pages: one author's approved quotes, verified first, then newest.
    index("quotes_author_page_idx")
      .on(t.authorSlug, t.attributionStatus, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'approved'`),
    // Who really said the quotes misattributed to others.
    index("quotes_actual_author_idx")
      .on(sql`echoes_slug(${t.attributionActualAuthor})`)
      .where(sql`${t.attributionActualAuthor} is not null`),
  ],
);

/** Which sources a quote cites, in order (position 0 is the primary source), and where in each. */
export const quoteSources = pgTable(
  "quote_sources",
  {
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    sourceId: uuid("source_id")
      .notNull()
      .references(() => sources.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    location: text("location"),
  },
  (t) => [primaryKey({ columns: [t.quoteId, t.sourceId] }), index("quote_sources_source_idx").on(t.sourceId)],
);

/** Every change of a quote's attribution: what it was, what it became, why and by whom. */
export const attributionChanges = pgTable(
  "attribution_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    oldStatus: attributionStatusEnum("old_status").notNull(),
    newStatus: attributionStatusEnum("new_status").notNull(),
    oldActualAuthor: text("old_actual_author"),
    newActualAuthor: text("new_actual_author"),
    note: text("note"),
    changedBy: uuid("changed_by").references(() => users.id, { onDelete: "set null" }),
    correctionId: uuid("correction_id"),
    createdAt: createdAtMs(),
    /**
     * Telling readers (a job per status change): the last member id notified so far, written with each batch, and
     * when every one was; null notified_at on a status change means the job still has work.
     */
    notifiedThrough: uuid("notified_through"),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (t) => [
    index("attribution_changes_quote_idx").on(t.quoteId, t.createdAt.desc().nullsFirst()),
    index("attribution_changes_unnotified_idx")
      .on(t.createdAt)
      .where(sql`${t.notifiedAt} is null and ${t.oldStatus} <> ${t.newStatus}`),
  ],
);

/** Members' proposed corrections of a quote's attribution, decided by curators. */
export const attributionCorrections = pgTable(
  "attribution_corrections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    proposerId: uuid("proposer_id").references(() => users.id, { onDelete: "set null" }),
    proposedStatus: attributionStatusEnum("proposed_status").notNull(),
    actualAuthor: text("actual_author"),
    note: text("note").notNull(),
    /** The cited source as the member gave it (QuoteSourceInput without an id). */
    source: jsonb("source"),
    status: text("status").notNull().default("open"),
    reason: text("reason"),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAtMs(),
  },
  (t) => [
    index("attribution_corrections_status_created_idx").on(t.status, t.createdAt),
    index("attribution_corrections_proposer_created_idx").on(t.proposerId, t.createdAt),
    index("attribution_corrections_quote_idx").on(t.quoteId),
  ],
);

/** What curators add to an author derived from quotes (the name comes from the quotes themselves). */
export const authors = pgTable("authors", {
  slug: text("slug").primaryKey(),
  /** A year ("1879"), a date, or words such as "c. 551 BC". */
  born: text("born"),
  died: text("died"),
  description: text("description"),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: updatedAt(),
});

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
