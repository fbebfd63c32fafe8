import { sql } from "drizzle-orm";
import type { ReactionType } from "#contracts/constants.ts";
import { completeReactionCounts } from "#contracts/engagement.ts";
import { rowsOf, type Db } from "#server/db/client.ts";
import { bookmarks, quotes, reactions } from "#server/db/schema/index.ts";
import type { ViewerQuoteState, ViewerStateSource } from "#server/modules/quotes/quote-engagement.ts";

interface StateRow {
  id: string;
  reaction_counts: Record<string, number> | null;
  reactions_count: number;
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
      select q.id, q.reaction_counts, q.reactions_count, q.bookmarks_count, q.comments_count,
        exists (select 1 from ${bookmarks} b where b.user_id = ${userId} and b.quote_id = q.id) as bookmarked,
        (select r.reaction_type from ${reactions} r where r.user_id = ${userId} and r.quote_id = q.id) as user_reaction
      from ${quotes} q
      where q.id = any(${sql.param(quoteIds)}::uuid[])`);
    const states = new Map<string, ViewerQuoteState>();
    for (const row of rowsOf<StateRow>(result)) {
      states.set(row.id, {
        reaction_counts: completeReactionCounts(row.reaction_counts),
        reactions_count: row.reactions_count,
        bookmark_count: row.bookmarks_count,
        bookmarks_count: row.bookmarks_count,
        comment_count: row.comments_count,
        bookmarked: row.bookmarked,
        user_reaction: row.user_reaction,
      });
    }
    return states;
  };
}
