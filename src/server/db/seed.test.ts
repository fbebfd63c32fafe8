import { count, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "#tests/helpers/test-database.ts";
import { authorSlug } from "#contracts/author-slug.ts";
import { rowsOf } from "./client.ts";
import { attributionChanges, authors, quotes } from "./schema/index.ts";
import { seedDemoQuotes } from "./seed.ts";
import { loadAttributionFacts } from "./seed-attributions.ts";

const DEMO_TOTAL = 2621;
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
