import { sql } from "drizzle-orm";
import type { Db } from "./client.ts";
import { quotes } from "./schema/index.ts";
import { categoryForTags, loadDemoQuotes, type DemoQuote } from "./demo-quotes.ts";
import { factQuotesMissingFromDemo, loadAttributionFacts, seedAttributionFacts } from "./seed-attributions.ts";
import { loadTranslationFacts, seedTranslations } from "./seed-translations.ts";
import { quoteSlugBase, uniqueSlug } from "#server/lib/quote-slug.ts";

const BATCH = 500;

/** Approved rows for the demo quotes, newest first in file order, one second apart. */
export function demoQuoteRows(demo: DemoQuote[], now = Date.now()) {
  const taken = new Set<string>();
  return demo.map((q, i) => {
    const slug = uniqueSlug(quoteSlugBase(q.author, q.text), (s) => taken.has(s));
    taken.add(slug);
    const createdAt = new Date(now - i * 1000);
    const tags = [...new Set(q.tags.map((t) => t.trim().toLowerCase()).filter(Boolean))];
    return {
      slug,
      urlSlug: slug,
      text: q.text,
      author: q.author,
      tags,
      category: categoryForTags(tags),
      status: "approved" as const,
      approvedAt: createdAt,
      createdAt,
      updatedAt: createdAt,
    };
  });
}

/**
 * Seeds the demo quotes, with their attribution facts, and the quotes in other languages with their translations
 * into an empty catalogue; returns how many quotes were inserted (0 when not empty).
 */
export async function seedDemoQuotes(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    // Serialise concurrent starters on the same database.
    await tx.execute(sql`select pg_advisory_xact_lock(4242001)`);
    const existing = await tx
      .select({ one: sql`1` })
      .from(quotes)
      .limit(1);
    if (existing.length > 0) return 0;
    const facts = loadAttributionFacts();
    const now = Date.now();
    const rows = demoQuoteRows([...loadDemoQuotes(), ...factQuotesMissingFromDemo(facts.quotes)], now);
    for (let i = 0; i < rows.length; i += BATCH) {
      await tx.insert(quotes).values(rows.slice(i, i + BATCH));
    }
    await seedAttributionFacts(tx, facts);
    const translated = await seedTranslations(tx, loadTranslationFacts(), { now, count: rows.length });
    return rows.length + translated;
  });
}
