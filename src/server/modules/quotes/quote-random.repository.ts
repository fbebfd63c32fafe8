import { and, inArray, sql } from "drizzle-orm";
import { ESTIMATED_WORDS_PER_MINUTE } from "#contracts/random-quotes.ts";
import { rowsOf, type Db } from "#server/db/client.ts";
import { executePlanned } from "#server/db/planned.ts";
import { quoteAudio, quotes } from "#server/db/schema/index.ts";
import { publicQuotes } from "./quote-access.ts";
import { publicQuoteJson } from "./quote-json-sql.ts";
import { quoteColumns, type QuoteRow } from "./quote-rows.ts";
import type { RandomPoolRow } from "./random-index.ts";

/** The reads of GET /api/quotes/random: the attributes its in-memory index holds, and the drawn quotes. */

/** Words of the text: runs of non-space characters. */
const wordCount = sql`regexp_count(${quotes.text}, '\\S+')`;

/**
 * Rows read per statement while building. Each batch's JSON text is made on PGlite's thread and copied to the
 * server's, and what the build leaves behind stays resident until the heaps are next compacted: measured at 100k
 * quotes, the first build left the server 61–69 MB bigger at 5,000 rows a batch, −6 to +36 MB at 1,000.
 */
const POOL_BATCH = 1000;

/** One pooled quote as the batch's JSON holds it: id, author (lower-cased), category, tags, language, length, seconds. */
type PoolTuple = [string, string, string, string[], string, number, number];

/**
 * Every approved quote's filterable attributes, read in batches by primary key. Spoken seconds: the narration's
 * duration when the quote has audio, else its words at ESTIMATED_WORDS_PER_MINUTE. Each batch is one row holding
 * its quotes as one JSON text: PGlite's thread makes and sends one value instead of thousands of row objects (at
 * 100k quotes the build took 2.4 s instead of 4.3 s).
 */
export async function loadRandomPool(db: Db, take: (rows: RandomPoolRow[]) => void): Promise<void> {
  let after: string | undefined;
  for (;;) {
    const result = await db.execute(sql`
      select coalesce(json_agg(json_build_array(id, author, category, tags, language, length, seconds)
        order by id), '[]')::text as rows
      from (
        select ${quotes.id} as id,
               lower(${quotes.author}) as author,
               ${quotes.category} as category,
               ${quotes.tags} as tags,
               ${quotes.language} as language,
               char_length(${quotes.text}) as length,
               case when ${quotes.hasAudio} and ${quoteAudio.duration} is not null then ${quoteAudio.duration}
                    else ${wordCount} * ${60 / ESTIMATED_WORDS_PER_MINUTE}::real end as seconds
        from ${quotes} left join ${quoteAudio} on ${quoteAudio.quoteId} = ${quotes.id}
        where ${publicQuotes()} ${after === undefined ? sql`` : sql`and ${quotes.id} > ${after}`}
        order by ${quotes.id}
        limit ${POOL_BATCH}
      ) batch`);
    const [batch] = rowsOf<{ rows: string }>(result);
    const tuples = JSON.parse(batch!.rows) as PoolTuple[];
    take(
      tuples.map(([id, author, category, tags, language, length, seconds]) => ({
        id,
        author,
        category,
        tags,
        language,
        length,
        seconds,
      })),
    );
    if (tuples.length < POOL_BATCH) return;
    after = tuples.at(-1)![0];
  }
}

/** The approved quotes among `ids` (a quote unpublished since the draw is left out), in no particular order. */
export async function findApprovedQuotesByIds(db: Db, ids: readonly string[]): Promise<QuoteRow[]> {
  if (ids.length === 0) return [];
  const rows = (await db
    .select(quoteColumns)
    .from(quotes)
    .where(and(inArray(quotes.id, [...ids]), publicQuotes()))) as QuoteRow[];
  return rows;
}

/** A drawn quote as everyone sees it, as JSON text (publicQuoteJson). */
export interface PublicQuoteJson {
  id: string;
  json: string;
}

/**
 * The public JSON of the approved quotes among `ids`, in no particular order. One statement text whatever the
 * number of ids (they go as one parameter), so that PGlite plans it once.
 */
export async function findApprovedQuoteJsonByIds(db: Db, ids: readonly string[]): Promise<PublicQuoteJson[]> {
  if (ids.length === 0) return [];
  const result = await executePlanned(
    db,
    sql`select ${quotes.id} as id, ${publicQuoteJson} as json
        from ${quotes}
        where ${quotes.id} = any(string_to_array(${ids.join(",")}, ',')::uuid[]) and ${publicQuotes()}`,
  );
  return rowsOf<PublicQuoteJson>(result);
}
