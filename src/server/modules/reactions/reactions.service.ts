import type { ReactionType } from "#contracts/constants.ts";
import type { ReactionSummary } from "#contracts/engagement.ts";
import type { QuoteViewer } from "#contracts/quote-rules.ts";
import type { Db } from "#server/db/client.ts";
import { notFound } from "#server/plugins/errors.ts";
import { readReactionCounts } from "#server/modules/quotes/quote-engagement.ts";
import { findVisibleQuote, isQuoteVisible } from "#server/modules/quotes/quotes.public.ts";
import { findReaction, toggleReaction, toggleReactionSerialized } from "./reactions.repository.ts";

export const QUOTE_NOT_FOUND = "Quote not found";

/**
 * One reaction per user per quote. A toggle locks the quote row, then one statement changes the reactions row
 * and the quote's counters (per type and in total), in one transaction: concurrent reactions to one quote
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
    if (this.serialized) {
      const result = await toggleReactionSerialized(this.db, viewer, quoteId, chosen);
      if (!result?.visible) throw notFound(QUOTE_NOT_FOUND);
      return { reactions: result.counts, userReaction: result.next };
    }
    return this.db.transaction(async (tx) => {
      if (!(await findVisibleQuote(tx, quoteId, viewer, { lock: "no key update" }))) throw notFound(QUOTE_NOT_FOUND);
      const { counts, next } = await toggleReaction(tx, viewer.id, quoteId, chosen);
      return { reactions: counts, userReaction: next };
    });
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
