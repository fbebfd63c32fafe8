import { and, asc, eq, gte, inArray, sql, type AnyColumn } from "drizzle-orm";
import { SOURCE_TYPES, type SourceType } from "#contracts/constants.ts";
import type { QuoteSourceInput } from "#contracts/attribution.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { quotes, quoteSources, sources } from "#server/db/schema/index.ts";

/**
 * The sources a quote cites. quote_sources (ordered, with the place in each work) is the truth; quotes.sources is
 * its copy in response shape and quotes.source_id the primary source, both rewritten here after every change so
 * that list pages read them with the row (docs/decisions/034-attribution.md).
 */

type Executor = Db | Tx;

/** A source's type as stored: one of SOURCE_TYPES, anything else (the quote form's free text) "other". */
export function sourceTypeOf(type: string | null | undefined): SourceType {
  const value = type?.trim().toLowerCase();
  return (SOURCE_TYPES as readonly string[]).includes(value ?? "") ? (value as SourceType) : "other";
}

type SourceFields = Omit<QuoteSourceInput, "id" | "location" | "type"> & { type?: string | null };

/** The id of an identical source (same name, author, url, date and type), creating it when there is none. */
export async function findOrCreateSourceId(tx: Executor, input: SourceFields): Promise<string> {
  const type = sourceTypeOf(input.type);
  const same = (column: AnyColumn, value: string | null | undefined) =>
    value ? sql`${column} = ${value}` : sql`${column} is null`;
  const [existing] = await tx
    .select({ id: sources.id, description: sources.description })
    .from(sources)
    .where(
      and(
        sql`lower(${sources.name}) = lower(${input.name})`,
        same(sources.author, input.author),
        same(sources.url, input.url),
        same(sources.publicationDate, input.publication_date),
        eq(sources.type, type),
      ),
    )
    .limit(1);
  if (existing) {
    if (input.description && !existing.description) {
      await tx.update(sources).set({ description: input.description }).where(eq(sources.id, existing.id));
      // Every quote already citing it shows the description too.
      await refreshQuoteSources(tx, await quotesCitingSource(tx, existing.id));
    }
    return existing.id;
  }
  const [row] = await tx
    .insert(sources)
    .values({
      name: input.name,
      description: input.description ?? null,
      url: input.url ?? null,
      author: input.author ?? null,
      publicationDate: input.publication_date ?? null,
      type,
    })
    .returning({ id: sources.id });
  return row!.id;
}

/** Rewrites the response copy (quotes.sources) and the primary source (quotes.source_id) of these quotes. */
export async function refreshQuoteSources(tx: Executor, quoteIds: string[]): Promise<void> {
  if (quoteIds.length === 0) return;
  await tx
    .update(quotes)
    .set({
      sources: sql`coalesce((
        select jsonb_agg(jsonb_build_object(
          'id', s.id, 'name', s.name, 'type', coalesce(s.type, 'other'), 'author', s.author,
          'publication_date', s.publication_date, 'url', s.url, 'location', qs.location, 'description', s.description
        ) order by qs.position)
        from ${quoteSources} qs join ${sources} s on s.id = qs.source_id
        where qs.quote_id = ${quotes.id}), '[]'::jsonb)`,
      sourceId: sql`(select qs.source_id from ${quoteSources} qs where qs.quote_id = ${quotes.id} order by qs.position limit 1)`,
    })
    .where(inArray(quotes.id, quoteIds));
}

/** Replaces a quote's whole ordered list of sources (an entry with an id links that existing source). */
export async function replaceQuoteSources(tx: Tx, quoteId: string, list: QuoteSourceInput[]): Promise<void> {
  const links: { sourceId: string; location: string | null }[] = [];
  for (const input of list) {
    const sourceId = input.id ?? (await findOrCreateSourceId(tx, input));
    if (links.some((l) => l.sourceId === sourceId)) continue;
    links.push({ sourceId, location: input.location ?? null });
  }
  await tx.delete(quoteSources).where(eq(quoteSources.quoteId, quoteId));
  if (links.length > 0) {
    await tx.insert(quoteSources).values(links.map((l, position) => ({ quoteId, position, ...l })));
  }
  await refreshQuoteSources(tx, [quoteId]);
}

/** Sets (or, with null, removes) a quote's primary source, keeping the others after it: the quote form's `source`. */
export async function setPrimarySource(tx: Tx, quoteId: string, sourceId: string | null): Promise<void> {
  const others = await tx
    .select({ sourceId: quoteSources.sourceId, location: quoteSources.location })
    .from(quoteSources)
    .where(and(eq(quoteSources.quoteId, quoteId), gte(quoteSources.position, 1)))
    .orderBy(asc(quoteSources.position));
  const [primary] = await tx
    .select({ sourceId: quoteSources.sourceId, location: quoteSources.location })
    .from(quoteSources)
    .where(and(eq(quoteSources.quoteId, quoteId), eq(quoteSources.position, 0)));
  const keepLocation = primary && primary.sourceId === sourceId ? primary.location : null;
  const links = [
    ...(sourceId ? [{ sourceId, location: keepLocation }] : []),
    ...others.filter((o) => o.sourceId !== sourceId),
  ];
  await tx.delete(quoteSources).where(eq(quoteSources.quoteId, quoteId));
  if (links.length > 0) {
    await tx.insert(quoteSources).values(links.map((l, position) => ({ quoteId, position, ...l })));
  }
  await refreshQuoteSources(tx, [quoteId]);
}

/** The quotes citing a source, for rewriting their copies after the source itself changes. */
export async function quotesCitingSource(tx: Executor, sourceId: string): Promise<string[]> {
  const rows = await tx
    .select({ quoteId: quoteSources.quoteId })
    .from(quoteSources)
    .where(eq(quoteSources.sourceId, sourceId));
  return rows.map((r) => r.quoteId);
}
