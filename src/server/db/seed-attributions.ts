import { readFileSync } from "node:fs";
import { inArray, sql } from "drizzle-orm";
import { authorSlug } from "#contracts/author-slug.ts";
import type { AttributionStatus, SourceType } from "#contracts/constants.ts";
import { replaceQuoteSources } from "#server/modules/quotes/quotes.public.ts";
import type { Tx } from "./client.ts";
import type { DemoQuote } from "./demo-quotes.ts";
import { attributionChanges, authors, quotes } from "./schema/index.ts";

/** Real attribution facts for well-known demo quotes, with their citations (seed-data/ATTRIBUTIONS-SOURCES.md). */
export interface AttributionFact {
  text: string;
  author: string;
  /** A quote the demo catalogue lacks, added with these tags. */
  new?: boolean;
  tags?: string[];
  status: AttributionStatus;
  actual_author: string | null;
  earliest_date: string | null;
  note: string;
  sources: {
    name: string;
    type: SourceType;
    author: string | null;
    publication_date: string | null;
    url: string | null;
    location: string | null;
    description: string | null;
  }[];
}

export interface AuthorFact {
  name: string;
  born: string | null;
  died: string | null;
  description: string;
}

export function loadAttributionFacts(): { authors: AuthorFact[]; quotes: AttributionFact[] } {
  const url = new URL("./seed-data/attributions.json", import.meta.url);
  return JSON.parse(readFileSync(url, "utf8")) as { authors: AuthorFact[]; quotes: AttributionFact[] };
}

/** The facts' quotes that the demo catalogue lacks, as demo quotes. */
export function factQuotesMissingFromDemo(facts: AttributionFact[]): DemoQuote[] {
  return facts.filter((f) => f.new).map((f) => ({ text: f.text, author: f.author, tags: f.tags ?? [] }));
}

/**
 * Gives the seeded quotes their attribution facts (status, real author, earliest date, note, sources), each as a
 * change in the quote's history, and the authors their years and a line. Runs in the seed's transaction.
 */
export async function seedAttributionFacts(tx: Tx, facts = loadAttributionFacts()): Promise<number> {
  const rows = await tx
    .select({ id: quotes.id, text: quotes.text, author: quotes.author })
    .from(quotes)
    .where(
      inArray(
        quotes.text,
        facts.quotes.map((f) => f.text),
      ),
    );
  const idOf = new Map(rows.map((r) => [`${r.author}\u0000${r.text}`, r.id]));
  let applied = 0;
  for (const fact of facts.quotes) {
    const id = idOf.get(`${fact.author}\u0000${fact.text}`);
    if (!id) continue;
    const actualAuthor = fact.status === "misattributed" ? fact.actual_author : null;
    await tx
      .update(quotes)
      .set({
        attributionStatus: fact.status,
        attributionActualAuthor: actualAuthor,
        attributionEarliestDate: fact.earliest_date,
        attributionNote: fact.note,
        attributionUpdatedAt: sql`now()`,
      })
      .where(sql`${quotes.id} = ${id}`);
    await replaceQuoteSources(tx, id, fact.sources);
    await tx.insert(attributionChanges).values({
      quoteId: id,
      oldStatus: "attributed",
      newStatus: fact.status,
      newActualAuthor: actualAuthor,
      note: fact.note,
      // Nobody holds a seeded quote yet: there is no one to tell.
      notifiedAt: sql`now()`,
    });
    applied++;
  }
  if (facts.authors.length > 0) {
    await tx
      .insert(authors)
      .values(
        facts.authors.map((a) => ({
          slug: authorSlug(a.name),
          born: a.born,
          died: a.died,
          description: a.description,
        })),
      )
      .onConflictDoNothing();
  }
  return applied;
}
