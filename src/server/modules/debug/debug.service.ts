import type { QuoteDebug } from "#contracts/debug.ts";
import type { Db } from "#server/db/client.ts";
import { isQuoteId, type QuoteEvents } from "#server/modules/quotes/quotes.public.ts";
import { notFound } from "#server/plugins/errors.ts";
import {
  countBookmarks,
  countReactionsByType,
  countReports,
  countVisibleComments,
  findStoredQuote,
} from "./debug.repository.ts";

/** Runs `load` and notes how long it took (milliseconds, to the hundredth) under `name`. */
async function timed<T>(timings: Record<string, number>, name: string, load: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await load();
  } finally {
    timings[name] = Math.round((performance.now() - start) * 100) / 100;
  }
}

const counter = (stored: unknown, counted: number) => {
  const value = typeof stored === "number" ? stored : Number(stored ?? 0);
  return { stored: value, counted, matches: value === counted };
};

/** Same counts per type, a missing type being zero. */
function sameCounts(a: Record<string, number>, b: Record<string, number>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => (a[k] ?? 0) === (b[k] ?? 0));
}

/** What the database and the caches hold for one quote: for admins chasing a counter or a stale page. */
export class DebugService {
  constructor(
    private readonly db: Db,
    private readonly quotes: Pick<QuoteEvents, "cachedTexts">,
  ) {}

  async quote(id: string): Promise<QuoteDebug> {
    if (!isQuoteId(id)) throw notFound("Quote not found");
    const timings: Record<string, number> = {};
    const started = performance.now();
    const row = await timed(timings, "quote_row", () => findStoredQuote(this.db, id));
    if (!row) throw notFound("Quote not found");
    // One after another, so that each timing is the lookup's own.
    const bookmarks = await timed(timings, "bookmarks", () => countBookmarks(this.db, id));
    const byType = await timed(timings, "reactions", () => countReactionsByType(this.db, id));
    const commentCount = await timed(timings, "comments", () => countVisibleComments(this.db, id));
    const reports = await timed(timings, "reports", () => countReports(this.db, id));
    const caches = await timed(timings, "caches", async () =>
      this.quotes.cachedTexts().map(({ name, texts }) => ({
        name,
        entries: texts.length,
        holding_quote: texts.filter((text) => text.includes(id)).length,
      })),
    );
    timings.total = Math.round((performance.now() - started) * 100) / 100;

    const storedByType = (row.reaction_counts ?? {}) as Record<string, number>;
    const reactionTotal = Object.values(byType).reduce((sum, n) => sum + n, 0);
    const counters = {
      bookmarks: counter(row.bookmarks_count, bookmarks),
      reactions: counter(row.reactions_count, reactionTotal),
      comments: counter(row.comments_count, commentCount),
      reaction_counts: { stored: storedByType, counted: byType, matches: sameCounts(storedByType, byType) },
    };
    const mismatches = Object.entries(counters)
      .filter(([, value]) => !value.matches)
      .map(([name]) => name);
    return { quote: row, counters, mismatches, reports, caches, timings_ms: timings };
  }
}
