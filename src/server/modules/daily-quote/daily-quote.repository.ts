import { and, eq, sql } from "drizzle-orm";
import { DAILY_QUOTE_REPEAT_DAYS } from "#contracts/share.ts";
import type { Db } from "#server/db/client.ts";
import { dailyQuotes, quotes } from "#server/db/schema/index.ts";
import { publicQuotes, quoteColumns, quoteVisibleAs, type QuoteRow } from "#server/modules/quotes/quotes.public.ts";

/** The approved quote chosen for `day`, if one was chosen and is still approved. */
export async function findDailyQuote(db: Db, day: string): Promise<QuoteRow | undefined> {
  const [row] = await db
    .select(quoteColumns)
    .from(dailyQuotes)
    .innerJoin(quotes, eq(quotes.id, dailyQuotes.quoteId))
    .where(and(eq(dailyQuotes.day, day), publicQuotes()));
  return row as QuoteRow | undefined;
}

/**
 * Chooses the quote of `day`: an approved quote not chosen in the repeat window before it (when every quote
 * was, the one chosen longest ago), in an order fixed by the day, so that processes choosing at once pick
 * the same quote. The first to write the day wins; a stored choice whose quote is no longer approved is
 * replaced.
 */
export async function chooseDailyQuote(db: Db, day: string): Promise<void> {
  await db.execute(sql`
    INSERT INTO ${dailyQuotes} (day, quote_id)
    SELECT ${day}::date, q.id
    FROM ${quotes} q
    LEFT JOIN (
      SELECT quote_id, max(day) AS last_day
      FROM ${dailyQuotes}
      WHERE day >= ${day}::date - ${DAILY_QUOTE_REPEAT_DAYS}::int AND day < ${day}::date
      GROUP BY quote_id
    ) recent ON recent.quote_id = q.id
    WHERE ${quoteVisibleAs("q", null)}
    ORDER BY recent.last_day ASC NULLS FIRST, md5(q.id::text || ${day})
    LIMIT 1
    ON CONFLICT (day) DO UPDATE SET quote_id = EXCLUDED.quote_id
    WHERE NOT EXISTS (
      SELECT 1 FROM ${quotes} current WHERE current.id = ${dailyQuotes}.quote_id AND ${quoteVisibleAs("current", null)}
    )`);
}
