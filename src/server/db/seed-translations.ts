import { readFileSync } from "node:fs";
import { and, eq } from "drizzle-orm";
import type { Category, SourceType } from "#contracts/constants.ts";
import { quoteSlugBase, uniqueSlug } from "#server/lib/quote-slug.ts";
import { findOrCreateSourceId, refreshQuoteSources } from "#server/modules/quotes/quotes.public.ts";
import type { Tx } from "./client.ts";
import { quoteSources, quotes } from "./schema/index.ts";

/** A version of an original in another language (seed-data/TRANSLATIONS-SOURCES.md). */
export interface TranslationFact {
  /** A BCP 47 tag. */
  language: string;
  text: string;
  /** Who translated it: a published translator, "Echoes editors" for the project's own, null when unknown. */
  translator: string | null;
  /** An English quote the demo catalogue already holds: linked to the original instead of added again. */
  catalogue?: boolean;
}

/** A public-domain quote in its original language, with where it appears and its translations. */
export interface OriginalFact {
  /** A BCP 47 tag. */
  language: string;
  author: string;
  text: string;
  category: Category;
  tags: string[];
  /** The work, year and place in it, in English. */
  context: string;
  source: {
    name: string;
    type: SourceType;
    /** When the work's author is not the quote's (an ancient biographer reporting a saying). */
    author?: string;
    publication_date?: string;
    location?: string;
  };
  translations: TranslationFact[];
}

export function loadTranslationFacts(): OriginalFact[] {
  const url = new URL("./seed-data/translations.json", import.meta.url);
  return (JSON.parse(readFileSync(url, "utf8")) as { originals: OriginalFact[] }).originals;
}

/** The originals taking turns by language, so that each stretch of the catalogue's timeline mixes languages. */
function interleaveByLanguage(originals: OriginalFact[]): OriginalFact[] {
  const byLanguage = new Map<string, OriginalFact[]>();
  for (const original of originals) {
    byLanguage.set(original.language, [...(byLanguage.get(original.language) ?? []), original]);
  }
  const groups = [...byLanguage.values()];
  const longest = Math.max(0, ...groups.map((g) => g.length));
  return Array.from({ length: longest }, (_, i) => groups.flatMap((g) => (i < g.length ? [g[i]!] : []))).flat();
}

/** Where the seeded originals fall among the demo quotes: `count` rows one second apart, the newest at `now`. */
export interface DemoTimeline {
  now: number;
  count: number;
}

interface QuoteRowFields {
  language: string;
  author: string;
  text: string;
  category: Category;
  tags: string[];
  context: string;
  translationOf: string | null;
  translator: string | null;
  createdAt: Date;
}

/**
 * Seeds the originals, spread over the demo timeline between the catalogue's quotes, and their translations (a
 * moment after each original), linking the English quotes the catalogue already holds. Runs in the seed's
 * transaction; returns how many quotes it inserted.
 */
export async function seedTranslations(tx: Tx, originals: OriginalFact[], timeline: DemoTimeline): Promise<number> {
  const taken = new Set((await tx.select({ slug: quotes.slug }).from(quotes)).map((r) => r.slug));
  const toRow = (f: QuoteRowFields) => {
    const slug = uniqueSlug(quoteSlugBase(f.author, f.text), (s) => taken.has(s));
    taken.add(slug);
    return {
      slug,
      urlSlug: slug,
      language: f.language,
      text: f.text,
      author: f.author,
      category: f.category,
      tags: [...new Set(f.tags.map((t) => t.trim().toLowerCase()).filter(Boolean))],
      context: f.context,
      translationOf: f.translationOf,
      translator: f.translator,
      status: "approved" as const,
      approvedAt: f.createdAt,
      createdAt: f.createdAt,
      updatedAt: f.createdAt,
    };
  };

  const ordered = interleaveByLanguage(originals);
  const originalRows = ordered.map((o, k) => {
    // Half a second off the catalogue's whole seconds, so that no two quotes share a time.
    const secondsAgo = Math.round(((k + 0.5) * timeline.count) / ordered.length);
    const createdAt = new Date(timeline.now - secondsAgo * 1000 - 500);
    return toRow({ ...o, translationOf: null, translator: null, createdAt });
  });
  const inserted = await tx.insert(quotes).values(originalRows).returning({ id: quotes.id, slug: quotes.slug });
  const idOf = new Map(inserted.map((r) => [r.slug, r.id]));

  const ids = originalRows.map((row) => idOf.get(row.slug)!);
  await citeWorks(tx, ordered, ids);

  const translationRows: ReturnType<typeof toRow>[] = [];
  for (const [k, original] of ordered.entries()) {
    const row = originalRows[k]!;
    const id = ids[k]!;
    for (const [j, translation] of original.translations.entries()) {
      if (translation.catalogue) {
        await linkCatalogueTranslation(tx, id, original.author, translation);
        continue;
      }
      const createdAt = new Date(row.createdAt.getTime() + 100 * (j + 1));
      translationRows.push(toRow({ ...original, ...translation, translationOf: id, createdAt }));
    }
  }
  if (translationRows.length > 0) await tx.insert(quotes).values(translationRows);
  return originalRows.length + translationRows.length;
}

/** Gives each original its work as its only source, in one pass (the seed adds some ninety). */
async function citeWorks(tx: Tx, originals: OriginalFact[], ids: string[]) {
  const sourceIds = new Map<string, string>();
  const links = [];
  for (const [k, original] of originals.entries()) {
    const source = {
      name: original.source.name,
      type: original.source.type,
      author: original.source.author ?? original.author,
      publication_date: original.source.publication_date ?? null,
      url: null,
      description: null,
    };
    const key = JSON.stringify(source);
    const sourceId = sourceIds.get(key) ?? (await findOrCreateSourceId(tx, source));
    sourceIds.set(key, sourceId);
    links.push({ quoteId: ids[k]!, sourceId, position: 0, location: original.source.location ?? null });
  }
  await tx.insert(quoteSources).values(links);
  await refreshQuoteSources(tx, ids);
}

/** Marks a quote of the demo catalogue (same author, same text) as a translation of the original. */
async function linkCatalogueTranslation(tx: Tx, originalId: string, author: string, translation: TranslationFact) {
  const linked = await tx
    .update(quotes)
    .set({ translationOf: originalId, translator: translation.translator })
    .where(
      and(
        eq(quotes.author, author),
        eq(quotes.text, translation.text),
        eq(quotes.language, translation.language),
        eq(quotes.status, "approved"),
      ),
    )
    .returning({ id: quotes.id });
  if (linked.length !== 1) {
    throw new Error(`Expected one catalogue quote by ${author} reading "${translation.text}", found ${linked.length}`);
  }
}
