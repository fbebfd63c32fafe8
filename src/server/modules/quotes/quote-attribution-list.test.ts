import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { QuoteDetail, QuoteList, QuoteListItem } from "#contracts/quotes.ts";
import { quoteSources } from "#server/db/schema/index.ts";
import { loadAttributionFacts } from "#server/db/seed-attributions.ts";
import { createQuote } from "#tests/factories/quotes.ts";
import { createSignedInUser, type SignedInUser } from "#tests/factories/users.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";

const facts = loadAttributionFacts().quotes;
const factCount = (status: string) => facts.filter((f) => f.status === status).length;

describe.each(DATABASE_KINDS)("attribution in quote lists on %s", (kind) => {
  let t: TestApp;
  let member: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    member = await createSignedInUser(t.app, t.database.db);
  });
  afterAll(() => t.close());

  async function list(query: string): Promise<QuoteList> {
    const res = await t.app.inject({ method: "GET", url: `/api/quotes${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<QuoteList>();
  }

  it("carries every quote's attribution and sources in lists", async () => {
    const page = await list("?limit=50");
    for (const quote of page.quotes) {
      expect(quote.attribution.status).toMatch(/^(verified|attributed|disputed|misattributed)$/);
      expect(Array.isArray(quote.sources)).toBe(true);
      expect(quote.author_slug).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it("filters by attribution=… and by is: in the search, alone or together", async () => {
    const misattributed = await list("?attribution=misattributed&limit=100");
    expect(misattributed.total).toBe(factCount("misattributed"));
    expect(misattributed.quotes.every((q) => q.attribution.status === "misattributed")).toBe(true);
    expect(misattributed.quotes.every((q) => q.sources.length > 0)).toBe(true);

    const searched = await list("?q=is:misattributed&limit=100");
    expect(searched.total).toBe(misattributed.total);

    const two = await list("?attribution=verified,disputed&limit=100");
    expect(two.total).toBe(factCount("verified") + factCount("disputed"));
    expect(new Set(two.quotes.map((q) => q.attribution.status))).toEqual(new Set(["verified", "disputed"]));

    const einstein = await list(`?q=${encodeURIComponent("is:misattributed author:Einstein")}`);
    expect(einstein.total).toBeGreaterThan(0);
    expect(
      einstein.quotes.every((q) => q.author === "Albert Einstein" && q.attribution.status === "misattributed"),
    ).toBe(true);
  });

  it("pages an attribution filter by cursor without gaps", async () => {
    const seen: QuoteListItem[] = [];
    let cursor: string | null | undefined;
    do {
      const page = await list(`?attribution=misattributed,verified&limit=7${cursor ? `&cursor=${cursor}` : ""}`);
      seen.push(...page.quotes);
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toHaveLength(factCount("misattributed") + factCount("verified"));
    expect(new Set(seen.map((q) => q.id)).size).toBe(seen.length);
  });

  it("refuses an unknown attribution status with a clear message", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/quotes?attribution=made-up" });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields?: Record<string, string> }>().fields).toHaveProperty("attribution");
  });

  it("leaves an is: naming no status in the free text", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/quotes?q=is:famous" });
    expect(res.statusCode).toBe(200);
  });

  it("shows a detail's sources with the place in each, the primary first", async () => {
    const [fact] = facts.filter((f) => f.status === "misattributed" && f.actual_author && f.sources.length > 1);
    const found = await list(`?q=${encodeURIComponent(`"${fact!.text.slice(0, 40)}"`)}`);
    const res = await t.app.inject({ method: "GET", url: `/api/quotes/${found.quotes[0]!.id}` });
    const detail = res.json<QuoteDetail>();
    expect(detail.attribution).toMatchObject({ status: "misattributed", actual_author: fact!.actual_author });
    expect(detail.sources.map((s) => s.name)).toEqual(fact!.sources.map((s) => s.name));
    expect(detail.sources[0]!.location).toBe(fact!.sources[0]!.location);
    expect(detail.source?.id).toBe(detail.sources[0]!.id);
  });

  it("makes a new quote's source its primary source, shared with an identical citation", async () => {
    const source = { name: "Walden", author: "Henry David Thoreau", publication_date: "1854-08-09", type: "book" };
    const first = await createQuote(t.app, member.headers, {
      text: "Rather than love, than money, than fame, give me truth.",
      author: "Henry David Thoreau",
      category: "wisdom",
      source,
    });
    const second = await createQuote(t.app, member.headers, {
      text: "Our life is frittered away by detail. Simplify, simplify.",
      author: "Henry David Thoreau",
      category: "wisdom",
      source,
    });
    expect(first.sources).toHaveLength(1);
    expect(first.sources[0]).toMatchObject({ name: "Walden", type: "book", publication_date: "1854-08-09" });
    expect(second.sources[0]!.id).toBe(first.sources[0]!.id);
    expect(first.source_id).toBe(first.sources[0]!.id);
    const links = await t.database.db.select().from(quoteSources).where(eq(quoteSources.quoteId, first.id));
    expect(links).toEqual([expect.objectContaining({ position: 0, sourceId: first.sources[0]!.id })]);

    const res = await t.app.inject({
      method: "PATCH",
      url: `/api/quotes/${first.id}`,
      headers: member.headers,
      payload: { source: null },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<QuoteDetail>().sources).toEqual([]);
    expect(res.json<QuoteDetail>().source_id).toBeNull();
  });

  it("shows a shared source's description, given later, on every quote citing it", async () => {
    const source = { name: "Essays: First Series", author: "Ralph Waldo Emerson", type: "book" };
    const first = await createQuote(t.app, member.headers, {
      text: "To be great is to be misunderstood.",
      author: "Ralph Waldo Emerson",
      category: "wisdom",
      source,
    });
    const second = await createQuote(t.app, member.headers, {
      text: "Trust thyself: every heart vibrates to that iron string.",
      author: "Ralph Waldo Emerson",
      category: "wisdom",
      source: { ...source, description: "Self-Reliance, 1841" },
    });
    expect(second.sources[0]).toMatchObject({ id: first.sources[0]!.id, description: "Self-Reliance, 1841" });
    const res = await t.app.inject({ method: "GET", url: `/api/quotes/${first.id}`, headers: member.headers });
    expect(res.json<QuoteDetail>().sources[0]!.description).toBe("Self-Reliance, 1841");
  });
});
