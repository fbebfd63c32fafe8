import { count, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "#tests/helpers/test-database.ts";
import { authorSlug } from "#contracts/author-slug.ts";
import { CATEGORIES, SOURCE_TYPES } from "#contracts/constants.ts";
import { normaliseLanguageTag, primaryLanguage } from "#contracts/languages.ts";
import { rowsOf } from "./client.ts";
import { attributionChanges, authors, quotes } from "./schema/index.ts";
import { seedDemoQuotes } from "./seed.ts";
import { loadAttributionFacts } from "./seed-attributions.ts";
import { loadTranslationFacts } from "./seed-translations.ts";

const DEMO_TOTAL = 2784;
/** The categories of docs/product/messages-and-limits.md. */
const SPEC_CATEGORIES = ["motivation", "love", "wisdom", "success", "life", "business", "inspiration"];

describe.each(DATABASE_KINDS)("seedDemoQuotes on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.destroy());

  async function quoteCount() {
    const [row] = await database.db.select({ n: count() }).from(quotes);
    return row?.n ?? 0;
  }

  it("fills an empty database with the approved demo quotes", async () => {
    expect(await seedDemoQuotes(database.db)).toBe(DEMO_TOTAL);
    expect(await quoteCount()).toBe(DEMO_TOTAL);

    const rows = await database.db
      .select({
        slug: quotes.slug,
        urlSlug: quotes.urlSlug,
        text: quotes.text,
        author: quotes.author,
        category: quotes.category,
        tags: quotes.tags,
        status: quotes.status,
      })
      .from(quotes);
    expect(rows.every((r) => r.status === "approved")).toBe(true);
    expect(new Set(rows.map((r) => r.slug)).size).toBe(DEMO_TOTAL);
    expect(rows.every((r) => r.urlSlug === r.slug && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(r.slug))).toBe(true);
    expect(rows.every((r) => r.text.trim() !== "" && r.author.trim() !== "")).toBe(true);

    const categories = new Set(rows.map((r) => r.category));
    for (const c of categories) expect(SPEC_CATEGORIES).toContain(c);
    expect(categories.size).toBeGreaterThanOrEqual(5);

    const tags = rows.flatMap((r) => r.tags);
    expect(tags.length).toBeGreaterThan(DEMO_TOTAL);
    expect(tags.every((t) => t === t.trim().toLowerCase() && t !== "")).toBe(true);
    expect(rows.every((r) => new Set(r.tags).size === r.tags.length)).toBe(true);
  });

  it("has a searchable text index on the seeded quotes", async () => {
    const result = await database.db
      .select({ n: count() })
      .from(quotes)
      .where(sql`${quotes.searchVector} @@ plainto_tsquery('english', 'imagination')`);
    expect(result[0]?.n ?? 0).toBeGreaterThan(0);
  });

  it("gives well-known quotes their real attribution facts, each with a citation and a history entry", async () => {
    const rows = await database.db
      .select({
        text: quotes.text,
        status: quotes.attributionStatus,
        actual: quotes.attributionActualAuthor,
        note: quotes.attributionNote,
        sources: quotes.sources,
        sourceId: quotes.sourceId,
      })
      .from(quotes)
      .where(sql`${quotes.attributionStatus} <> 'attributed'`);
    const facts = loadAttributionFacts();
    expect(rows.length).toBeGreaterThanOrEqual(25);
    const misattributed = rows.filter((r) => r.status === "misattributed");
    expect(misattributed.length).toBeGreaterThanOrEqual(10);
    expect(misattributed.filter((r) => r.actual).length).toBeGreaterThanOrEqual(5);
    for (const row of rows) {
      expect(row.note).toBeTruthy();
      expect(row.sources.length).toBeGreaterThan(0);
      expect(row.sourceId).toBe(row.sources[0]!.id);
      expect(row.sources.every((s) => s.name && (s.url || s.location || s.publication_date))).toBe(true);
    }
    const insanity = rows.find((r) => r.text.startsWith("Insanity is doing the same thing"));
    expect(insanity?.status).toBe("misattributed");
    const [history] = await database.db.select({ n: count() }).from(attributionChanges);
    expect(history?.n).toBe(facts.quotes.length);
    const [einstein] = await database.db
      .select()
      .from(authors)
      .where(sql`${authors.slug} = 'albert-einstein'`);
    expect(einstein).toMatchObject({ born: "1879", died: "1955" });
  });

  it("holds real quotes in other languages, each linked to an English translation", async () => {
    const rows = await database.db
      .select({
        id: quotes.id,
        text: quotes.text,
        author: quotes.author,
        language: quotes.language,
        translationOf: quotes.translationOf,
        translator: quotes.translator,
        context: quotes.context,
        sources: quotes.sources,
        createdAt: quotes.createdAt,
      })
      .from(quotes);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(rows.every((r) => normaliseLanguageTag(r.language) === r.language)).toBe(true);

    const nonEnglish = rows.filter((r) => primaryLanguage(r.language) !== "en");
    expect(nonEnglish.length).toBeGreaterThanOrEqual(60);
    expect(new Set(nonEnglish.map((r) => primaryLanguage(r.language))).size).toBeGreaterThanOrEqual(5);

    const originals = nonEnglish.filter((r) => r.translationOf === null);
    expect(originals.length).toBeGreaterThanOrEqual(60);
    expect(new Set(originals.map((r) => primaryLanguage(r.language))).size).toBeGreaterThanOrEqual(5);
    const translations = rows.filter((r) => r.translationOf !== null);
    const catalogueTexts = new Set(
      loadTranslationFacts().flatMap((o) => o.translations.filter((t) => t.catalogue).map((t) => t.text)),
    );
    for (const original of originals) {
      const versions = translations.filter((t) => t.translationOf === original.id);
      expect(
        versions.map((t) => t.language),
        original.text,
      ).toContain("en");
      // Where and when it was written, and the work it comes from.
      expect(original.context, original.text).toBeTruthy();
      expect(original.sources[0]?.name, original.text).toBeTruthy();
    }

    for (const translation of translations) {
      const original = byId.get(translation.translationOf!);
      expect(original, translation.text).toBeDefined();
      expect(primaryLanguage(original!.language), translation.text).not.toBe(primaryLanguage(translation.language));
      expect(original!.translationOf, `${translation.text} translates a translation`).toBeNull();
      expect(original!.author).toBe(translation.author);
      // A new translation follows its original; a catalogue quote keeps its own time.
      if (!catalogueTexts.has(translation.text)) {
        expect(translation.createdAt.getTime()).toBeGreaterThan(original!.createdAt.getTime());
      }
      expect(translation.translator === null || translation.translator.trim() !== "").toBe(true);
    }
    expect(new Set(rows.map((r) => r.createdAt.getTime())).size).toBe(rows.length);

    const cogito = originals.find((r) => r.text === "Je pense, donc je suis.");
    expect(translations.filter((t) => t.translationOf === cogito?.id).map((t) => [t.language, t.text])).toEqual(
      expect.arrayContaining([
        ["en", "I think, therefore I am."],
        ["de", "Ich denke, also bin ich."],
      ]),
    );
    // An English quote the catalogue already held is linked to its original rather than added again.
    const heart = rows.filter((r) => r.text === "The heart has its reasons which reason knows not of.");
    expect(heart).toHaveLength(1);
    expect(byId.get(heart[0]!.translationOf!)?.text).toBe("Le cœur a ses raisons que la raison ne connaît point.");
    expect(translations.filter((t) => catalogueTexts.has(t.text))).toHaveLength(catalogueTexts.size);
  });

  it("spreads the quotes in other languages through the catalogue's timeline", async () => {
    const rows = await database.db
      .select({ language: quotes.language, createdAt: quotes.createdAt })
      .from(quotes)
      .orderBy(sql`${quotes.createdAt} desc`);
    const positions = rows.flatMap((r, i) => (r.language === "en" ? [] : [i]));
    expect(positions[0]!).toBeLessThan(100);
    expect(positions.at(-1)!).toBeGreaterThan(DEMO_TOTAL - 100);
    const newestLanguages = new Set(rows.slice(0, 400).map((r) => r.language));
    expect(newestLanguages.size).toBeGreaterThanOrEqual(4);
  });

  it("makes the same author slugs in the database as in the client", async () => {
    const names = [
      ...new Set((await database.db.selectDistinct({ author: quotes.author }).from(quotes)).map((r) => r.author)),
      "Émile Zola",
      "Søren Kierkegaard",
      "Friedrich Wilhelm Nietzsche",
      "ÆSCHYLUS the Œlder",
      "Straße & Co.",
      "İbn Sīnā",
      "老子",
      "  --Mr. Ünknown--  ",
      "a".repeat(150),
    ];
    const result = await database.db.execute(
      sql`select name, echoes_slug(name) as slug from jsonb_array_elements_text(${JSON.stringify(names)}::jsonb) as name`,
    );
    for (const row of rowsOf<{ name: string; slug: string }>(result)) {
      expect(row.slug, row.name).toBe(authorSlug(row.name));
    }
  });

  it("never seeds a database that already has quotes", async () => {
    expect(await seedDemoQuotes(database.db)).toBe(0);
    expect(await quoteCount()).toBe(DEMO_TOTAL);
  });
});

describe.runIf(DATABASE_KINDS.includes("postgres"))("seedDemoQuotes on postgres, two starters at once", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("postgres");
  });
  afterAll(() => database.destroy());

  it("seeds once", async () => {
    const results = await Promise.all([seedDemoQuotes(database.db), seedDemoQuotes(database.db)]);
    expect(results.sort((a, b) => a - b)).toEqual([0, DEMO_TOTAL]);
    const [row] = await database.db.select({ n: count() }).from(quotes);
    expect(row?.n).toBe(DEMO_TOTAL);
  });
});

describe("the quotes in other languages (seed-data/translations.json)", () => {
  const originals = loadTranslationFacts();

  it("are each in one language, with a category, tags, a work and an English translation", () => {
    const texts = new Set<string>();
    for (const o of originals) {
      expect(normaliseLanguageTag(o.language), o.text).toBe(o.language);
      expect(primaryLanguage(o.language), o.text).not.toBe("en");
      expect(CATEGORIES, o.text).toContain(o.category);
      expect(o.tags.length, o.text).toBeGreaterThan(0);
      expect(o.tags.every((t) => t === t.trim().toLowerCase() && t !== "")).toBe(true);
      expect(o.context.trim(), o.text).not.toBe("");
      expect(o.source.name.trim(), o.text).not.toBe("");
      expect(SOURCE_TYPES, o.text).toContain(o.source.type);
      if (o.source.publication_date) expect(o.source.publication_date).toMatch(/^\d{4}(-\d{2}){0,2}$/);
      expect(
        o.translations.filter((t) => t.language === "en"),
        o.text,
      ).toHaveLength(1);
      for (const t of o.translations) {
        expect(normaliseLanguageTag(t.language), t.text).toBe(t.language);
        expect(primaryLanguage(t.language), t.text).not.toBe(primaryLanguage(o.language));
        expect(t.translator === null || t.translator.trim() !== "", t.text).toBe(true);
        // Only a quote already in the catalogue may lack its translator's name.
        if (t.translator === null) expect(t.catalogue, t.text).toBe(true);
        if (t.catalogue) expect(t.language).toBe("en");
      }
      for (const text of [o.text, ...o.translations.map((t) => t.text)]) {
        expect(texts.has(text), text).toBe(false);
        texts.add(text);
      }
    }
  });
});
