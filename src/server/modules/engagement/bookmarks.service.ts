import type { BookmarkList } from "#contracts/bookmark-list.ts";
import type { BookmarkState } from "#contracts/engagement.ts";
import type { QuoteViewer } from "#contracts/quote-rules.ts";
import type { Db } from "#server/db/client.ts";
import { notFound } from "#server/plugins/errors.ts";
import { readBookmarkCount } from "./engagement-counters.ts";
import { toQuote, type ViewerStateOverlay } from "#server/modules/quotes/quotes.public.ts";
import {
  addBookmarkCounted,
  countBookmarks,
  findBookmarks,
  findBookmarkTime,
  removeBookmarkCounted,
} from "./bookmarks.repository.ts";

export const QUOTE_NOT_FOUND = "Quote not found";

/**
 * Bookmarks are private to their owner. Each change and the quote's bookmark counter move in one statement
 * that first locks the quote row. Cached public list pages are not flushed: their counts may lag by the
 * list cache's few seconds (docs/decisions/008-engagement-counters.md).
 */
export class BookmarksService {
  constructor(
    private readonly db: Db,
    private readonly viewerState: ViewerStateOverlay,
  ) {}

  /** GET /api/bookmarks: the caller's bookmarks of quotes they may see, newest first. */
  async list(viewer: QuoteViewer, page: { limit: number; offset: number }): Promise<BookmarkList> {
    const [rows, total] = await Promise.all([findBookmarks(this.db, viewer, page), countBookmarks(this.db, viewer)]);
    const quotes = await this.viewerState(
      rows.map((row) => toQuote(row.quote)),
      viewer,
    );
    return {
      bookmarks: rows.map((row, i) => ({
        id: row.id,
        quote_id: row.quoteId,
        created_at: row.createdAt.toISOString(),
        quote: quotes[i]!,
      })),
      total,
    };
  }

  /** POST /api/bookmarks: idempotent; `created` tells whether this call made it. */
  async add(viewer: QuoteViewer, quoteId: string): Promise<{ state: BookmarkState; created: boolean }> {
    const change = await addBookmarkCounted(this.db, viewer, quoteId);
    if (!change.visible) throw notFound(QUOTE_NOT_FOUND);
    if (change.changed) return { state: state(quoteId, change.count ?? 0, change.createdAt), created: true };
    // Already bookmarked: answer as it stands.
    const [existing, count] = await Promise.all([
      findBookmarkTime(this.db, viewer.id, quoteId),
      readBookmarkCount(this.db, quoteId),
    ]);
    return { state: state(quoteId, count, existing ?? null), created: false };
  }

  /**
   * DELETE /api/bookmarks/{quoteId}: idempotent. A bookmark of a quote that has since been hidden from the
   * caller can still be removed; otherwise an unknown or hidden quote is a 404.
   */
  async remove(viewer: QuoteViewer, quoteId: string): Promise<BookmarkState> {
    const change = await removeBookmarkCounted(this.db, viewer, quoteId);
    if (change.visible === undefined) throw notFound(QUOTE_NOT_FOUND);
    if (change.changed) return state(quoteId, change.count ?? 0, null);
    if (!change.visible) throw notFound(QUOTE_NOT_FOUND);
    return state(quoteId, await readBookmarkCount(this.db, quoteId), null);
  }
}

function state(quoteId: string, count: number, createdAt: Date | null): BookmarkState {
  return {
    quote_id: quoteId,
    bookmarked: createdAt !== null,
    bookmark_count: count,
    created_at: createdAt ? createdAt.toISOString() : null,
  };
}
