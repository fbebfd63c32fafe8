import { sql } from "drizzle-orm";
import type { ReactionType } from "#contracts/constants.ts";
import { completeReactionCounts, type ReactionCounts } from "#contracts/engagement.ts";
import { rowsOf, type Db } from "#server/db/client.ts";
import { bookmarks, quotes, reactions } from "#server/db/schema/index.ts";
import type { ViewerStateOverlay } from "#server/modules/quotes/quotes.public.ts";

/** A quote's current engagement counters and one signed-in caller's own state on it. */
export interface ViewerQuoteState {
  reaction_counts: ReactionCounts;
  bookmark_count: number;
  comment_count: number;
  bookmarked: boolean;
  user_reaction: ReactionType | null;
}

/**
 * Answers, in one query, the state of each of `quoteIds` for the user; the overlay below lays it over lists
 * and pages shared between callers, so that a signed-in caller sees their own state and exact counts.
 */
export type ViewerStateSource = (userId: string, quoteIds: string[]) => Promise<Map<string, ViewerQuoteState>>;

interface StateRow {
  id: string;
  reaction_counts: Record<string, number> | null;
  bookmarks_count: number;
  comments_count: number;
  bookmarked: boolean;
  user_reaction: ReactionType | null;
}

/**
 * The engagement state of a page of quotes for one user, in one query: each quote's current counters (read
 * by primary key) with the user's bookmark and reaction (one index probe each).
 */
export function viewerStateSource(db: Db): ViewerStateSource {
  return async (userId, quoteIds) => {
    const result = await db.execute(sql`
      select q.id, q.reaction_counts, q.bookmarks_count, q.comments_count,
        exists (select 1 from ${bookmarks} b where b.user_id = ${userId} and b.quote_id = q.id) as bookmarked,
        (select r.reaction_type from ${reactions} r where r.user_id = ${userId} and r.quote_id = q.id) as user_reaction
      from ${quotes} q
      where q.id = any(${sql.param(quoteIds)}::uuid[])`);
    const states = new Map<string, ViewerQuoteState>();
    for (const row of rowsOf<StateRow>(result)) {
      states.set(row.id, {
        reaction_counts: completeReactionCounts(row.reaction_counts),
        bookmark_count: row.bookmarks_count,
        comment_count: row.comments_count,
        bookmarked: row.bookmarked,
        user_reaction: row.user_reaction,
      });
    }
    return states;
  };
}

/**
 * The viewer-state overlay every read that answers quotes is given: a signed-in caller's bookmark and reaction
 * and the current counters laid over quotes made for everyone (one query for all of them); anonymous callers get
 * the quotes as they are.
 */
export function viewerStateOverlay(source: ViewerStateSource): ViewerStateOverlay {
  return async (items, viewer) => {
    if (!viewer || items.length === 0) return items;
    const states = await source(viewer.id, [...new Set(items.map((q) => q.id))]);
    return items.map((quote) => {
      const state = states.get(quote.id);
      return state ? { ...quote, ...state } : quote;
    });
  };
}
