import { and, arrayOverlaps, desc, eq, inArray, isNull, like, ne, or, sql } from "drizzle-orm";
import { union } from "drizzle-orm/pg-core";
import type { SourceInput } from "#contracts/quote-input.ts";
import type { Source } from "#contracts/quotes.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { quotes, sources, users } from "#server/db/schema/index.ts";
import { publicQuotes } from "./quote-access.ts";
import { quoteColumns, toSource, type QuoteInsert, type QuoteRow } from "./quote-rows.ts";
import { findOrCreateSourceId } from "./quote-sources.repository.ts";

type Executor = Db | Tx;

// ---------------------------------------------------------------------------------------------
// Single quotes: reads
// ---------------------------------------------------------------------------------------------

export async function findQuoteById(db: Executor, id: string) {
  const [row] = await db.select(quoteColumns).from(quotes).where(eq(quotes.id, id));
  return row as QuoteRow | undefined;
}

/** A quote by its slug or its url_slug. */
export async function findQuoteBySlug(db: Db, slug: string) {
  const [row] = await db
    .select(quoteColumns)
    .from(quotes)
    .where(or(eq(quotes.urlSlug, slug), eq(quotes.slug, slug)))
    .orderBy(sql`(${quotes.urlSlug} = ${slug}) desc`)
    .limit(1);
  return row as QuoteRow | undefined;
}

export async function findSource(db: Executor, id: string): Promise<Source | null> {
  const [row] = await db.select().from(sources).where(eq(sources.id, id));
  return row ? toSource(row) : null;
}

/** How many of the newest quotes sharing a tag are ranked for "related": enough to choose 6 well, bounded at any size. */
const RELATED_TAG_CANDIDATES = 200;

/**
 * Up to `limit` approved quotes related to `quote`: the same author first, then by how many tags they share. Only
 * the author's best `limit` and the newest RELATED_TAG_CANDIDATES quotes sharing a tag are ranked, so that a quote
 * with a common tag costs the same at 100k quotes as at 1k.
 */
export async function findRelated(db: Db, quote: QuoteRow, limit = 6): Promise<QuoteRow[]> {
  const sameAuthor = sql`lower(${quotes.author}) = lower(${quote.author})`;
  const tagsParam = sql`${sql.param(quote.tags)}::text[]`;
  const others = and(publicQuotes(), ne(quotes.id, quote.id));
  const byAuthor = db
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(others, sameAuthor))
    .orderBy(desc(quotes.reactionsCount), desc(quotes.createdAt), desc(quotes.id))
    .limit(limit);
  const candidates =
    quote.tags.length > 0
      ? union(
          byAuthor,
          db
            .select({ id: quotes.id })
            .from(quotes)
            .where(and(others, arrayOverlaps(quotes.tags, quote.tags)))
            .orderBy(desc(quotes.createdAt), desc(quotes.id))
            .limit(RELATED_TAG_CANDIDATES),
        )
      : byAuthor;
  const rows = await db
    .select(quoteColumns)
    .from(quotes)
    .where(inArray(quotes.id, candidates))
    .orderBy(
      desc(sameAuthor),
      desc(sql`cardinality(array(select unnest(${quotes.tags}) intersect select unnest(${tagsParam})))`),
      desc(quotes.reactionsCount),
      desc(quotes.createdAt),
      desc(quotes.id),
    )
    .limit(limit);
  return rows as QuoteRow[];
}

/** The submitting member's id and public name, for the quote page's "Submitted by" link (none when disabled). */
export async function findSubmitter(db: Db, userId: string): Promise<{ id: string; display_name: string } | null> {
  const [row] = await db
    .select({ id: users.id, display_name: sql<string>`trim(${users.firstname} || ' ' || ${users.lastname})` })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.disabledAt)));
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------
// Writes
// ---------------------------------------------------------------------------------------------

/** Slugs already used (as slug or url_slug) that start with `base`. */
export async function slugsLike(db: Executor, base: string): Promise<Set<string>> {
  const pattern = `${base}%`;
  const rows = await db
    .select({ slug: quotes.slug, urlSlug: quotes.urlSlug })
    .from(quotes)
    .where(or(like(quotes.slug, pattern), like(quotes.urlSlug, pattern)));
  return new Set(rows.flatMap((r) => [r.slug, r.urlSlug]));
}

/** Inserts unless a unique slug is taken meanwhile; answers undefined then, so the caller picks another. */
export async function insertQuote(tx: Executor, values: QuoteInsert): Promise<QuoteRow | undefined> {
  const [row] = await tx.insert(quotes).values(values).onConflictDoNothing().returning(quoteColumns);
  return row as QuoteRow | undefined;
}

export async function updateQuote(tx: Executor, id: string, values: Partial<QuoteInsert>): Promise<QuoteRow> {
  const [row] = await tx
    .update(quotes)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(quotes.id, id))
    .returning(quoteColumns);
  return row as QuoteRow;
}

export async function deleteQuote(tx: Executor, id: string): Promise<void> {
  await tx.delete(quotes).where(eq(quotes.id, id));
}

/** An identical source (same name, author, url, date and type) when one exists, else a new row. */
export async function findOrCreateSource(tx: Executor, input: SourceInput): Promise<Source> {
  const id = await findOrCreateSourceId(tx, input);
  const [row] = await tx.select().from(sources).where(eq(sources.id, id));
  return toSource(row!);
}
