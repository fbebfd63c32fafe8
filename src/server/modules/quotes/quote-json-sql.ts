import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { REACTION_TYPES } from "#contracts/constants.ts";
import { quotes } from "#server/db/schema/index.ts";

/**
 * A quote as everyone sees it (toQuote without the e-mail, before any caller's own state is laid over), made by
 * the database as JSON text. A read that sends many quotes to anonymous callers (GET /api/quotes/random) then
 * never turns its rows into objects and back into text. quote-json-sql.test.ts holds it equal to toQuote's.
 */

/** A timestamp as `Date.toISOString` writes it (UTC, milliseconds). */
const isoTime = (column: AnyPgColumn) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** All eight reaction types, absent or non-positive ones as 0 (completeReactionCounts). */
const reactionCounts = sql`json_build_object(${sql.join(
  REACTION_TYPES.map(
    (type) =>
      sql`${sql.raw(`'${type}'`)}, case when jsonb_typeof(${quotes.reactionCounts} -> ${sql.raw(`'${type}'`)}) = 'number'
        and (${quotes.reactionCounts} ->> ${sql.raw(`'${type}'`)})::numeric > 0
        then ${quotes.reactionCounts} -> ${sql.raw(`'${type}'`)} else '0'::jsonb end`,
  ),
  sql`, `,
)})`;

const attribution = sql`json_build_object(
  'status', ${quotes.attributionStatus},
  'actual_author', ${quotes.attributionActualAuthor},
  'earliest_date', ${quotes.attributionEarliestDate},
  'note', ${quotes.attributionNote},
  'updated_at', ${isoTime(quotes.attributionUpdatedAt)})`;

/** The fields of `Quote`, in toQuote's order. */
const FIELDS: [string, SQL][] = [
  ["id", sql`${quotes.id}`],
  ["slug", sql`${quotes.slug}`],
  ["url_slug", sql`${quotes.urlSlug}`],
  ["text", sql`${quotes.text}`],
  ["author", sql`${quotes.author}`],
  ["category", sql`${quotes.category}`],
  ["tags", sql`to_json(${quotes.tags})`],
  ["context", sql`${quotes.context}`],
  ["reference_url", sql`${quotes.referenceUrl}`],
  ["description", sql`${quotes.description}`],
  ["source_id", sql`${quotes.sourceId}`],
  ["user_id", sql`${quotes.userId}`],
  ["status", sql`${quotes.status}`],
  ["views", sql`${quotes.views}`],
  ["has_audio", sql`${quotes.hasAudio}`],
  ["background_url", sql`${quotes.backgroundUrl}`],
  ["background_type", sql`${quotes.backgroundType}`],
  ["email", sql`null`],
  ["approved_by", sql`${quotes.approvedBy}`],
  ["approved_at", isoTime(quotes.approvedAt)],
  ["created_at", isoTime(quotes.createdAt)],
  ["updated_at", isoTime(quotes.updatedAt)],
  ["author_slug", sql`${quotes.authorSlug}`],
  ["attribution", attribution],
  ["sources", sql`${quotes.sources}`],
  ["language", sql`${quotes.language}`],
  ["translation_of", sql`${quotes.translationOf}`],
  ["translator", sql`${quotes.translator}`],
  ["reaction_counts", reactionCounts],
  ["bookmark_count", sql`${quotes.bookmarksCount}`],
  ["comment_count", sql`${quotes.commentsCount}`],
  ["bookmarked", sql`false`],
  ["user_reaction", sql`null`],
];

/** The public JSON text of the `quotes` row in scope (json keeps the fields' order; jsonb would sort them). */
export const publicQuoteJson: SQL = sql`json_build_object(${sql.join(
  FIELDS.map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
  sql`, `,
)})::text`;
