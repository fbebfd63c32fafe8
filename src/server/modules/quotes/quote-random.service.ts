import type { QuoteViewer as Viewer } from "#contracts/quote-rules.ts";
import type { RandomQuotes, RandomQuotesQuery } from "#contracts/random-quotes.ts";
import type { Db } from "#server/db/client.ts";
import { seesEveryQuote } from "./quote-access.ts";
import type { QuoteEvents } from "./quote-events.ts";
import {
  findApprovedQuoteJsonByIds,
  findApprovedQuotesByIds,
  loadRandomPool,
  type PublicQuoteJson,
} from "./quote-random.repository.ts";
import { toQuote, type QuoteRow } from "./quote-rows.ts";
import { RandomIndexBuilder, type RandomIndex } from "./random-index.ts";
import { RowBatcher } from "./row-batcher.ts";
import type { ViewerStateOverlay } from "./viewer-state-overlay.ts";

export interface QuoteRandomOptions {
  /** Every quote change, here and in the other processes: the index is rebuilt after each public one. */
  events: QuoteEvents;
  /** The caller's own engagement state, laid over the drawn quotes. */
  viewerState: ViewerStateOverlay;
  /** Reports a background rebuild that failed (the previous index keeps answering). */
  onRebuildError?: (err: unknown) => void;
}

/**
 * GET /api/quotes/random: a sample drawn from the in-memory index of approved quotes (random-index.ts), then one
 * fetch of the drawn quotes by primary key (shared by the draws that wait on it, row-batcher.ts). The index is
 * built on the first request and rebuilt after each change to the public catalogue, here or in another process
 * (QuoteEvents), one build at a time. Requests never wait for a rebuild: the previous index answers meanwhile, and
 * the fetch keeps only quotes that are still approved, so a rejected or deleted quote is never answered; a newly
 * approved one is drawn, and an edited one filtered by its new attributes, once the rebuild is done (seconds at
 * 100k quotes, docs/decisions/036-random-quotes.md).
 */
export class QuoteRandom {
  private current: { index: RandomIndex; generation: number } | undefined;
  private building: { promise: Promise<RandomIndex>; generation: number } | undefined;
  /** Counts the changes to the public catalogue. */
  private generation = 0;
  /** Concurrent draws' quotes are fetched together: one statement for every draw that waits on the one in flight. */
  private readonly rows: RowBatcher<QuoteRow>;
  /** For anonymous callers, the quotes as the database writes their public JSON (quote-json-sql.ts). */
  private readonly publicJson: RowBatcher<PublicQuoteJson>;

  constructor(
    private readonly db: Db,
    private readonly options: QuoteRandomOptions,
  ) {
    this.rows = new RowBatcher((ids) => findApprovedQuotesByIds(this.db, ids));
    this.publicJson = new RowBatcher((ids) => findApprovedQuoteJsonByIds(this.db, ids));
    options.events.onCachesInvalidated((_soft, scope) => {
      // A change to quotes nobody but their owner and the admins sees leaves the public catalogue as it was.
      if (scope !== "moderation") this.generation++;
    });
  }

  /** The answer's JSON text: an anonymous caller's straight from the database, a member's with their own state. */
  async drawJson(query: RandomQuotesQuery, viewer: Viewer | null): Promise<string> {
    const { count, ...filters } = query;
    const ids = (await this.index()).draw(filters, count);
    if (!viewer) {
      const quotes = await this.publicJson.load(ids);
      return `{"quotes":[${quotes.map((quote) => quote.json).join(",")}]}`;
    }
    const rows = await this.rows.load(ids);
    const showEmail = seesEveryQuote(viewer);
    const answer: RandomQuotes = {
      quotes: await this.options.viewerState(
        rows.map((row) => toQuote(row, { showEmail })),
        viewer,
      ),
    };
    return JSON.stringify(answer);
  }

  /** How many approved quotes the current index holds (undefined before the first build). */
  get indexedQuotes(): number | undefined {
    return this.current?.index.size;
  }

  /** The index: built on first use; after a change, the previous one answers while the next is built. */
  index(): Promise<RandomIndex> {
    const current = this.current;
    if (!current) return this.rebuild();
    if (current.generation !== this.generation) {
      this.rebuild().catch((err: unknown) => this.options.onRebuildError?.(err));
    }
    return Promise.resolve(current.index);
  }

  /** Builds the index of the current generation, once however many ask; after a build of an older one ends. */
  private rebuild(): Promise<RandomIndex> {
    const generation = this.generation;
    const building = this.building;
    if (building && building.generation === generation) return building.promise;
    const previous = building ? building.promise.catch(() => undefined) : Promise.resolve(undefined);
    const promise = previous.then(async () => {
      const builder = new RandomIndexBuilder();
      await loadRandomPool(this.db, (rows) => builder.add(rows));
      const index = builder.build();
      if (!this.current || this.current.generation <= generation) this.current = { index, generation };
      return index;
    });
    this.building = { promise, generation };
    const done = () => {
      if (this.building?.promise === promise) this.building = undefined;
    };
    promise.then(done, done);
    return promise;
  }
}
