import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { quotes } from "#server/db/schema/index.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createQuote } from "#tests/factories/quotes.ts";
import { createSignedInUser } from "#tests/factories/users.ts";
import { findApprovedQuoteJsonByIds } from "./quote-random.repository.ts";
import { quoteColumns, toQuote, type QuoteRow } from "./quote-rows.ts";

describe.each(DATABASE_KINDS)("a quote's public JSON made by the database, on %s", (kind) => {
  let t: TestApp;
  const ids: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    const admin = await createSignedInUser(t.app, t.database.db, { role: "admin" });
    const add = async (body: Record<string, unknown>) =>
      ids.push((await createQuote(t.app, admin.headers, { status: "approved", ...body })).id);
    await add({ text: "Plain words.", author: "Ada Plain", category: "wisdom" });
    await add({
      text: 'Quotes "inside", a back\\slash, a tab\tand\nlines — ünïcødé 😀',
      author: "Zoë O'Hara",
      category: "love",
      tags: ["sea", "sky"],
      context: "Said at sea",
      description: "A <b>described</b> quote",
      reference_url: "https://example.com/a?b=c&d=e",
    });
    await add({ text: "Une pensée en français.", author: "Blaise Pascal", category: "wisdom", language: "fr" });
    // Fields only other writes set: reactions (absent, zero, stray and malformed types), sources, attribution,
    // a translation, a background, timestamps with microseconds.
    await t.database.db
      .update(quotes)
      .set({
        reactionCounts: { like: 3, funny: 0, dislike: -1, bogus: 7, powerful: 2 } as QuoteRow["reactionCounts"],
        sources: [
          {
            id: "00000000-0000-4000-8000-000000000001",
            name: "A book",
            type: "book",
            author: "Ada Plain",
            publication_date: "1850",
            url: null,
            location: "p. 12",
            description: null,
          },
        ],
        attributionStatus: "misattributed",
        attributionActualAuthor: "Someone Else",
        attributionEarliestDate: "1850",
        attributionNote: "Found later",
        attributionUpdatedAt: new Date("2026-03-04T05:06:07.891Z"),
        translationOf: ids[0],
        translator: "Tess Tester",
        backgroundUrl: "/media/backgrounds/a.webp",
        backgroundType: "image",
        views: 42,
        bookmarksCount: 5,
        commentsCount: 2,
      })
      .where(eq(quotes.id, ids[1]!));
    await t.database.db.execute(
      `update quotes set updated_at = '2026-01-02 03:04:05.678912+00', approved_at = null where id = '${ids[2]}'`,
    );
  });
  afterAll(async () => t?.close());

  it("is the same quote toQuote makes for everyone: every field, every value", async () => {
    const rows = (await t.database.db.select(quoteColumns).from(quotes).where(inArray(quotes.id, ids))) as QuoteRow[];
    const made = await findApprovedQuoteJsonByIds(t.database.db, ids);
    expect(made.map((quote) => quote.id).sort()).toEqual([...ids].sort());
    for (const row of rows) {
      const json = made.find((quote) => quote.id === row.id)!.json;
      const expected = toQuote(row);
      const parsed: unknown = JSON.parse(json);
      expect(parsed).toEqual(expected);
      // Same fields in the same order, as JSON.stringify writes them.
      expect(Object.keys(parsed as object)).toEqual(Object.keys(expected));
    }
  });

  it("leaves out quotes that are not approved, and unknown ids", async () => {
    await t.database.db.update(quotes).set({ status: "rejected" }).where(eq(quotes.id, ids[0]!));
    const made = await findApprovedQuoteJsonByIds(t.database.db, [ids[0]!, "00000000-0000-4000-8000-00000000dead"]);
    expect(made).toEqual([]);
  });
});
