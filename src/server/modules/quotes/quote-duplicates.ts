import { and, asc, desc, inArray, ne, sql } from "drizzle-orm";
import type { QuoteStatus } from "#contracts/constants.ts";
import type { Duplicate } from "#contracts/quotes.ts";
import type { Db } from "#server/db/client.ts";
import { quotes } from "#server/db/schema/index.ts";

/** Similarity (pg_trgm, 0–1) from which a quote counts as a near-duplicate. */
export const DUPLICATE_THRESHOLD = 0.5;

/** Texts shorter than this (letters and digits) are too short for a meaningful similarity. */
const MIN_SIMILARITY_TEXT = 10;

/**
 * Quotes whose text is at least `threshold` similar (pg_trgm) to `text`, most similar first.
 * The trigram index filters at the same threshold (`pg_trgm.similarity_threshold`, set for this
 * transaction only), which keeps the candidates to recheck few.
 */
export async function findSimilar(
  db: Db,
  text: string,
  options: { excludeId?: string; statuses: readonly QuoteStatus[]; threshold?: number; limit?: number },
): Promise<Duplicate[]> {
  if (text.replace(/[^\p{L}\p{N}]/gu, "").length < MIN_SIMILARITY_TEXT) return [];
  const threshold = options.threshold ?? 0.5;
  const similarity = sql<number>`similarity(${quotes.text}, ${text})`;
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.similarity_threshold', ${String(threshold)}, true)`);
    return tx
      .select({
        id: quotes.id,
        url_slug: quotes.urlSlug,
        text: quotes.text,
        author: quotes.author,
        status: quotes.status,
        similarity: sql<number>`${similarity}::float8`,
      })
      .from(quotes)
      .where(
        and(
          sql`${quotes.text} % ${text}`,
          inArray(quotes.status, [...options.statuses]),
          options.excludeId ? ne(quotes.id, options.excludeId) : undefined,
        ),
      )
      .orderBy(desc(similarity), asc(quotes.id))
      .limit(options.limit ?? 3);
  });
  return rows.map((r) => ({ ...r, similarity: Math.round(Number(r.similarity) * 1000) / 1000 }));
}
