import type { QuoteViewer } from "#contracts/quote-rules.ts";
import type { TrendingList, TrendingQuery, TrendingQuote } from "#contracts/trending.ts";
import type { Db } from "#server/db/client.ts";
import { TtlCache } from "#server/lib/ttl-cache.ts";
import { toQuote } from "#server/modules/quotes/quote-engagement.ts";
import type { QuotesService } from "#server/modules/quotes/quotes.service.ts";
import { findTrending } from "./trending.repository.ts";

/** How long a window's ranking is reused: engagement writes do not flush it, so this is its lag. */
export const TRENDING_TTL_MS = 10_000;

/** GET /api/quotes/trending: one ranking per window and limit, shared by every caller for a few seconds. */
export class TrendingService {
  private readonly rankings: TtlCache<TrendingQuote[]>;

  constructor(
    private readonly db: Db,
    private readonly quotes: QuotesService,
    ttlMs = TRENDING_TTL_MS,
  ) {
    this.rankings = new TtlCache<TrendingQuote[]>(ttlMs, 20);
    // A quote write (approval withdrawn, quote deleted or edited) drops the rankings with the list caches.
    quotes.onInvalidate(() => this.rankings.clear());
  }

  async trending(query: TrendingQuery, viewer: QuoteViewer | null): Promise<TrendingList> {
    const ranked = await this.rankings.get(`${query.window}:${query.limit}`, async () => {
      const found = await findTrending(this.db, query.window, query.limit);
      return found.map(({ row, score }) => ({ ...toQuote(row), score: Math.round(score * 1000) / 1000 }));
    });
    const quotes = await this.quotes.withViewerState(ranked, viewer);
    return { window: query.window, quotes, total: quotes.length };
  }
}
