import { count, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "#tests/helpers/test-database.ts";
import { quotes } from "./schema/index.ts";
import { seedDemoQuotes } from "./seed.ts";

const DEMO_TOTAL = 2616;
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
