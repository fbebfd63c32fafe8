import type { QuoteViewer } from "#contracts/quote-rules.ts";
import type { TrendingList, TrendingQuery, TrendingQuote, TrendingWindow } from "#contracts/trending.ts";
import type { Db } from "#server/db/client.ts";
import { TtlCache } from "#server/lib/ttl-cache.ts";
import { toQuote, type ViewerStateOverlay } from "#server/modules/quotes/quotes.public.ts";
import { loadRanked, rankTrending, type Ranked } from "./trending.repository.ts";

/** What trending needs of the quotes: the caller's state to lay over, and when quotes change. */
export interface TrendingQuotes {
  viewerState: ViewerStateOverlay;
  /** How long a page of quotes may be reused (the list pages' time). */
  pageTtlMs: number;
  /** Runs the listener after every quote write. */
  onInvalidate: (listener: () => void) => void;
}

/**
 * How long a window's ranking is served before it is worked out again (in the background: callers get the
 * previous one meanwhile). Longer windows have longer half-lives, so their order changes more slowly.
 */
export const TRENDING_RANKING_TTL_MS: Record<TrendingWindow, number> = { "24h": 10_000, "7d": 20_000, "30d": 60_000 };

interface RankingEntry {
  ranked: Promise<Ranked[]>;
  computedAt: number;
  refreshing: boolean;
}

/**
 * GET /api/quotes/trending. Ranking every signal in a window is the costly part, so each ranking (per window and
 * limit) is kept and refreshed in the background once it is older than its TTL. The quotes themselves are read
 * fresh by id (cached for the list pages' few seconds and dropped on every quote write), so a quote that is
 * rejected or deleted leaves the list at once, whatever the ranking's age.
 */
export class TrendingService {
  private readonly rankings = new Map<string, RankingEntry>();
  private readonly pages: TtlCache<TrendingQuote[]>;

  constructor(
    private readonly db: Db,
    private readonly quotes: TrendingQuotes,
    private readonly ttlMs: Record<TrendingWindow, number> = TRENDING_RANKING_TTL_MS,
    private readonly onError: (err: unknown) => void = () => {},
  ) {
    this.pages = new TtlCache<TrendingQuote[]>(quotes.pageTtlMs, 20);
    quotes.onInvalidate(() => {
      this.pages.clear();
      for (const entry of this.rankings.values()) entry.computedAt = 0;
    });
  }

  async trending(query: TrendingQuery, viewer: QuoteViewer | null): Promise<TrendingList> {
    const key = `${query.window}:${query.limit}`;
    const page = await this.pages.get(key, async () => {
      const found = await loadRanked(this.db, await this.ranking(query.window, query.limit));
      return found.map(({ row, score }) => ({ ...toQuote(row), score: Math.round(score * 1000) / 1000 }));
    });
    const quotes = await this.quotes.viewerState(page, viewer);
    return { window: query.window, quotes, total: quotes.length };
  }

  private ranking(window: TrendingWindow, limit: number): Promise<Ranked[]> {
    const key = `${window}:${limit}`;
    const entry = this.rankings.get(key);
    if (!entry) {
      const ranked = rankTrending(this.db, window, limit);
      const created: RankingEntry = { ranked, computedAt: Date.now(), refreshing: false };
      this.rankings.set(key, created);
      ranked.catch(() => this.rankings.delete(key));
      return ranked;
    }
    if (!entry.refreshing && Date.now() - entry.computedAt >= this.ttlMs[window]) {
      entry.refreshing = true;
      rankTrending(this.db, window, limit).then(
        (ranked) => {
          entry.ranked = Promise.resolve(ranked);
          entry.computedAt = Date.now();
          entry.refreshing = false;
          this.pages.clear();
        },
        (err: unknown) => {
          entry.refreshing = false;
          this.onError(err);
        },
      );
    }
    return entry.ranked;
  }
}
