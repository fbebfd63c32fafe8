import type { ReactionType } from "#contracts/constants.ts";
import type { ReactionSummary } from "#contracts/engagement.ts";
import type { QuoteViewer } from "#contracts/quote-rules.ts";
import type { Db } from "#server/db/client.ts";
import { notFound } from "#server/plugins/errors.ts";
import { readReactionCounts } from "./engagement-counters.ts";
import { isQuoteVisible } from "#server/modules/quotes/quotes.public.ts";
import { findReaction, toggleReaction } from "./reactions.repository.ts";

export const QUOTE_NOT_FOUND = "Quote not found";

/**
 * One reaction per user per quote. A toggle locks the quote row and changes the reactions row and the quote's
 * counters (per type and in total) in one statement (see toggleReaction): concurrent reactions to one quote
 * queue up and the counts stay exact.
 */
export class ReactionsService {
  constructor(
    private readonly db: Db,
    /** The database runs one statement at a time (PGlite): the toggle needs no transaction of its own. */
    private readonly serialized = false,
  ) {}

  /** POST /api/quotes/{id}/reactions. */
  async react(viewer: QuoteViewer, quoteId: string, chosen: ReactionType): Promise<ReactionSummary> {
    const result = await toggleReaction(this.db, viewer, quoteId, chosen, this.serialized);
    if (!result?.visible) throw notFound(QUOTE_NOT_FOUND);
    return { reactions: result.counts, userReaction: result.next };
  }

  /** GET /api/quotes/{id}/reactions: counts for everyone, with the caller's own reaction when signed in. */
  async summary(viewer: QuoteViewer | null, quoteId: string): Promise<ReactionSummary> {
    if (!(await isQuoteVisible(this.db, quoteId, viewer))) throw notFound(QUOTE_NOT_FOUND);
    const [reactions, userReaction] = await Promise.all([
      readReactionCounts(this.db, quoteId),
      viewer ? findReaction(this.db, viewer.id, quoteId) : Promise.resolve(null),
    ]);
    return { reactions, userReaction };
  }

  /** GET /api/quotes/{id}/user-reaction. */
  async userReaction(viewer: QuoteViewer, quoteId: string): Promise<ReactionType | null> {
    if (!(await isQuoteVisible(this.db, quoteId, viewer))) throw notFound(QUOTE_NOT_FOUND);
    return findReaction(this.db, viewer.id, quoteId);
  }
}
