import { CATEGORIES } from "#contracts/constants.ts";
import type { CategoryCount, QuoteList } from "#contracts/quotes.ts";
import type { Db } from "#server/db/client.ts";
import { TtlCache } from "#server/lib/ttl-cache.ts";
import {
  countApprovedByCategory,
  countQuotes,
  findQuotePage,
  quoteListConditions,
  toQuote,
  type QuoteListFilters,
} from "./quotes.repository.ts";

const TOTAL_TTL_MS = 5_000;

export class QuotesService {
  /** Exact totals are the costly part of a list request; they are kept per filter for a few seconds. */
  private readonly totals = new TtlCache<number>(TOTAL_TTL_MS);
  private readonly categories = new TtlCache<CategoryCount[]>(TOTAL_TTL_MS, 1);

  constructor(private readonly db: Db) {}

  async listQuotes(filters: QuoteListFilters): Promise<QuoteList> {
    const where = quoteListConditions(filters);
    const totalKey = JSON.stringify({ ...filters, limit: undefined, offset: undefined });
    const [rows, total] = await Promise.all([
      findQuotePage(this.db, filters, where),
      this.totals.get(totalKey, () => countQuotes(this.db, where)),
    ]);
    return { quotes: rows.map(toQuote), total };
  }

  /** Category counts of approved quotes; the spec's static list when the catalogue is empty. */
  listCategories(): Promise<CategoryCount[]> {
    return this.categories.get("all", async () => {
      const counted = await countApprovedByCategory(this.db);
      if (counted.length > 0) return counted;
      return CATEGORIES.map((name) => ({ name, count: 0 }));
    });
  }

  /** Forget cached aggregates after a write. */
  invalidate() {
    this.totals.clear();
    this.categories.clear();
  }
}
