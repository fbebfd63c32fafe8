import type { DailyQuote } from "#contracts/share.ts";
import type { Db } from "#server/db/client.ts";
import { TtlCache } from "#server/lib/ttl-cache.ts";
import { notFound } from "#server/plugins/errors.ts";
import { toQuote } from "#server/modules/quotes/quotes.public.ts";
import { chooseDailyQuote, findDailyQuote } from "./daily-quote.repository.ts";

export interface DailyQuoteOptions {
  /** The current time (tests move it). */
  now?: () => Date;
  /** How long the answer is reused before the database is asked again. */
  ttlMs?: number;
}

/** The UTC day of a moment, YYYY-MM-DD. */
export const utcDay = (moment: Date) => moment.toISOString().slice(0, 10);

/** The quote of the day: chosen once per UTC day and stored, so every process and visitor sees the same. */
export class DailyQuoteService {
  private readonly now: () => Date;
  private readonly cache: TtlCache<DailyQuote>;

  constructor(
    private readonly db: Db,
    options: DailyQuoteOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.cache = new TtlCache(options.ttlMs ?? 60_000, 4);
  }

  today(): Promise<DailyQuote> {
    const day = utcDay(this.now());
    return this.cache.get(day, async () => {
      let row = await findDailyQuote(this.db, day);
      if (!row) {
        await chooseDailyQuote(this.db, day);
        row = await findDailyQuote(this.db, day);
      }
      if (!row) throw notFound("No quote of the day yet");
      return { day, quote: toQuote(row) };
    });
  }

  /** Quote writes may change or hide today's quote. */
  invalidate() {
    this.cache.clear();
  }
}
