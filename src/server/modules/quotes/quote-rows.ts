import { getTableColumns } from "drizzle-orm";
import { completeReactionCounts } from "#contracts/engagement.ts";
import type { Attribution, Quote, Source } from "#contracts/quotes.ts";
import { quotes, sources } from "#server/db/schema/index.ts";

/** How a quote row maps onto the API's `Quote`: the one place that knows both shapes. */

export type QuoteRow = typeof quotes.$inferSelect;
export type QuoteInsert = typeof quotes.$inferInsert;

/** Every column but the search vector, which callers never need. */
const { searchVector: _searchVector, ...quoteColumns } = getTableColumns(quotes);
export { quoteColumns };

export function toQuote(row: QuoteRow, options: { showEmail?: boolean } = {}): Quote {
  return {
    id: row.id,
    slug: row.slug,
    url_slug: row.urlSlug,
    text: row.text,
    author: row.author,
    category: row.category,
    tags: row.tags,
    context: row.context,
    reference_url: row.referenceUrl,
    description: row.description,
    source_id: row.sourceId,
    user_id: row.userId,
    status: row.status,
    views: row.views,
    has_audio: row.hasAudio,
    background_url: row.backgroundUrl,
    background_type: row.backgroundType,
    email: options.showEmail ? row.email : null,
    approved_by: row.approvedBy,
    approved_at: row.approvedAt ? row.approvedAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    author_slug: row.authorSlug,
    attribution: toAttribution(row),
    sources: row.sources,
    language: row.language,
    translation_of: row.translationOf,
    translator: row.translator,
    reaction_counts: completeReactionCounts(row.reactionCounts),
    bookmark_count: row.bookmarksCount,
    comment_count: row.commentsCount,
    // The caller's own state is laid over by the viewer-state overlay (modules/engagement) for signed-in callers.
    bookmarked: false,
    user_reaction: null,
  };
}

export function toAttribution(
  row: Pick<
    QuoteRow,
    | "attributionStatus"
    | "attributionActualAuthor"
    | "attributionEarliestDate"
    | "attributionNote"
    | "attributionUpdatedAt"
  >,
): Attribution {
  return {
    status: row.attributionStatus,
    actual_author: row.attributionActualAuthor,
    earliest_date: row.attributionEarliestDate,
    note: row.attributionNote,
    updated_at: row.attributionUpdatedAt ? row.attributionUpdatedAt.toISOString() : null,
  };
}

export function toSource(row: typeof sources.$inferSelect): Source {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    url: row.url,
    author: row.author,
    publication_date: row.publicationDate,
    type: row.type,
  };
}
