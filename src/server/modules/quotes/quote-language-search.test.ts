import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { LANGUAGE_MESSAGES } from "#contracts/languages.ts";
import type { QuoteList, QuoteListItem } from "#contracts/quotes.ts";
import { rowsOf, type Db } from "#server/db/client.ts";
import { quotes } from "#server/db/schema/index.ts";
import { createSignedInUser, type SignedInUser } from "#tests/factories/users.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { QuoteEvents } from "./quote-events.ts";
import { QuoteTextSearch } from "./quote-text-search.ts";

/** A quote written straight into the table, in `language`; approved unless said. */
async function insertQuote(db: Db, language: string, text: string, status: "approved" | "pending" = "approved") {
  const slug = `language-test-${randomUUID()}`;
  const [row] = await db
    .insert(quotes)
    .values({
      slug,
      urlSlug: slug,
      text,
      author: "Ottilie Varga",
      category: "wisdom",
      tags: [],
      status,
      language,
      approvedAt: status === "approved" ? new Date() : null,
    })
    .returning({ id: quotes.id });
  return row!.id;
}

const ids = (list: { id: string }[]) => list.map((q) => q.id);
const sorted = (list: string[]) => [...list].sort();

describe.each(DATABASE_KINDS)("quote lists by language, and search in each quote's language, on %s", (kind) => {
  let t: TestApp;
  let admin: SignedInUser;
  const q = {} as Record<"fr" | "frStopWords" | "de" | "en" | "la" | "pt" | "ptBR" | "ptPT" | "frDraft", string>;
  /** Every approved quote's language, as stored. */
  let languages: Map<string, string>;

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    const db = t.database.db;
    q.fr = await insertQuote(db, "fr", "Toutes nos pensées sont des fleurs du silence.");
    q.frStopWords = await insertQuote(db, "fr", "Nous sommes ce que nous cherchons.");
    q.frDraft = await insertQuote(db, "fr", "Une pensée en attente de relecture.", "pending");
    q.de = await insertQuote(db, "de", "Ein Gedanke ist frei wie der Wind über dem Meer.");
    q.en = await insertQuote(db, "en", "Loving the sea is loving the horizon.");
    q.la = await insertQuote(db, "la", "Dum spiro, spero.");
    q.pt = await insertQuote(db, "pt", "A saudade é o amor que fica.");
    q.ptBR = await insertQuote(db, "pt-BR", "Saudade é o amor que não vai embora.");
    q.ptPT = await insertQuote(db, "pt-PT", "O mar guarda a saudade de quem parte.");
    admin = await createSignedInUser(t.app, db, { role: "admin" });
    const rows = await db
      .select({ id: quotes.id, language: quotes.language })
      .from(quotes)
      .where(eq(quotes.status, "approved"));
    languages = new Map(rows.map((r) => [r.id, r.language]));
  });
  afterAll(() => t.close());

  async function list(query: string, headers: Record<string, string> = {}): Promise<QuoteList> {
    const res = await t.app.inject({ method: "GET", url: `/api/quotes${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<QuoteList>();
  }

  /** The first 100 quotes a search finds. */
  const search = async (text: string, extra = "") =>
    ids((await list(`?q=${encodeURIComponent(text)}&limit=100${extra}`)).quotes);

  /** Every page of a list ordered by date (by cursor). */
  async function everything(query: string): Promise<QuoteListItem[]> {
    const out: QuoteListItem[] = [];
    let cursor: string | null | undefined;
    do {
      const page = await list(`?sort=latest&limit=100${query}${cursor ? `&cursor=${cursor}` : ""}`);
      out.push(...page.quotes);
      cursor = page.next_cursor;
    } while (cursor);
    return out;
  }

  /** The approved quotes whose stored language passes `keep`. */
  const approvedIn = (keep: (language: string) => boolean) =>
    sorted([...languages].filter(([, language]) => keep(language)).map(([id]) => id));

  describe("filter", () => {
    it("finds a primary tag's regional variants, and a regional tag only itself", async () => {
      const pt = await everything("&language=pt");
      expect(sorted(ids(pt))).toEqual(approvedIn((l) => l === "pt" || l.startsWith("pt-")));
      expect(ids(pt)).toEqual(expect.arrayContaining([q.pt, q.ptBR, q.ptPT]));
      expect(pt.every((quote) => quote.language === "pt" || quote.language.startsWith("pt-"))).toBe(true);

      const brazil = await everything("&language=pt-BR");
      expect(sorted(ids(brazil))).toEqual(approvedIn((l) => l === "pt-BR"));
      expect(ids(brazil)).toContain(q.ptBR);
      expect(ids(brazil)).not.toContain(q.pt);
      expect(ids(brazil)).not.toContain(q.ptPT);

      // A regional tag beside its primary tag adds nothing; beside another language it stays exact.
      expect(sorted(ids(await everything("&language=pt,pt-BR")))).toEqual(sorted(ids(pt)));
      const mixed = await everything("&language=de,pt-BR");
      expect(sorted(ids(mixed))).toEqual(approvedIn((l) => l === "pt-BR" || l === "de" || l.startsWith("de-")));
      // Tags are read in any case.
      expect(sorted(ids(await everything("&language=PT-br")))).toEqual(sorted(ids(brazil)));
    });

    it("takes several languages, and English as one of them", async () => {
      const frDe = await everything("&language=fr,de");
      expect(sorted(ids(frDe))).toEqual(approvedIn((l) => /^(fr|de)(-|$)/.test(l)));
      expect(ids(frDe)).toEqual(expect.arrayContaining([q.fr, q.frStopWords, q.de]));
      expect(ids(frDe)).not.toContain(q.frDraft);

      const english = await list("?language=en&limit=1");
      expect(english.total).toBe(approvedIn((l) => l === "en" || l.startsWith("en-")).length);
      expect(english.total).toBeGreaterThan(100);
    });

    it("reads lang: in the search, and merges it with language=", async () => {
      expect(sorted(ids(await everything(`&q=${encodeURIComponent("lang:pt-BR")}`)))).toEqual(
        approvedIn((l) => l === "pt-BR"),
      );
      const merged = await everything(`&language=fr&q=${encodeURIComponent("lang:de")}`);
      expect(sorted(ids(merged))).toEqual(approvedIn((l) => /^(fr|de)(-|$)/.test(l)));
      const both = await everything(`&q=${encodeURIComponent("lang:la lang:pt-PT")}`);
      expect(sorted(ids(both))).toEqual(approvedIn((l) => l === "la" || l.startsWith("la-") || l === "pt-PT"));
      // An admin's list holds the unpublished quotes of the language too.
      const forAdmin = await list("?language=fr&limit=100", admin.headers);
      expect(ids(forAdmin.quotes)).toContain(q.frDraft);
    });

    it("refuses a language= that is no language tag", async () => {
      for (const value of ["12", "fr,not a tag", "x"]) {
        const res = await t.app.inject({ method: "GET", url: `/api/quotes?language=${encodeURIComponent(value)}` });
        expect(res.statusCode, value).toBe(400);
        const body = res.json<{ error: string; message: string; fields: Record<string, string> }>();
        const bad = value.split(",").at(-1)!;
        expect(body.fields.language).toBe(LANGUAGE_MESSAGES.unknownFilter(bad));
        expect(body.message).toBe(LANGUAGE_MESSAGES.unknownFilter(bad));
      }
    });
  });

  describe("search", () => {
    it("stems each quote's text in its own language", async () => {
      expect(await search("pensée")).toContain(q.fr);
      expect(await search("Gedanken")).toContain(q.de);
      expect(await search("love horizon")).toContain(q.en);
      // Latin has no configuration: word for word.
      expect(await search("spero")).toContain(q.la);
      expect(await search("saudades")).toEqual(expect.arrayContaining([q.pt, q.ptBR, q.ptPT]));
    });

    it("parses the text with the languages asked for", async () => {
      const inLanguage = async (text: string, extra: string, expected: string, language: RegExp) => {
        const found = await search(text, extra);
        expect(found, text).toContain(expected);
        expect(
          found.every((id) => language.test(languages.get(id)!)),
          text,
        ).toBe(true);
      };
      await inLanguage("lang:fr pensée", "", q.fr, /^fr(-|$)/);
      await inLanguage("Gedanken", "&language=de", q.de, /^de(-|$)/);
      await inLanguage("lang:pt-BR saudades", "", q.ptBR, /^pt-BR$/);
      await inLanguage("lang:la spero", "", q.la, /^la(-|$)/);
      // The metadata is English whatever the language: an author's name finds their quotes.
      expect(sorted(await search("lang:pt Varga"))).toEqual(sorted([q.pt, q.ptBR, q.ptPT]));
      expect(await search("lang:de pensée")).not.toContain(q.fr);
    });

    it("matches by substring where the text is stop words alone in a quote's language", async () => {
      // Stop words in French, words in English and word for word.
      expect(await search("nous sommes")).toContain(q.frStopWords);
      const french = await search("lang:fr nous sommes");
      expect(french).toContain(q.frStopWords);
      expect(french.every((id) => languages.get(id) === "fr")).toBe(true);
      // Stop words in English: English quotes by substring, as always.
      const toBe = await search("to be", "&language=en");
      expect(toBe.length).toBeGreaterThan(0);
      expect(toBe.every((id) => languages.get(id) === "en")).toBe(true);
    });

    it("finds and ranks English quotes as English search alone does", async () => {
      const db = t.database.db;
      for (const text of ["love", "dreams", "love life", "courage -fear", "imagination is", "mark twain"]) {
        const page = await list(`?q=${encodeURIComponent(text)}&limit=100`);
        const found = page.quotes.filter((quote) => quote.language === "en");
        const query = sql`websearch_to_tsquery('english', ${text})`;
        const result = await db.execute(sql`
          select id from ${quotes}
          where status = 'approved' and language = 'en' and search_vector @@ ${query}
          order by ts_rank(search_vector, ${query}) desc, created_at desc, id desc`);
        const expected = rowsOf<{ id: string }>(result).map((r) => r.id);
        expect(expected.length, text).toBeGreaterThan(0);
        expect(ids(found), text).toEqual(page.total <= 100 ? expected : expected.slice(0, found.length));
      }
    });
  });

  describe("the catalogue's languages", () => {
    it("follow a write that brings a new one, here or in another process", async () => {
      const db = t.database.db;
      const events = new QuoteEvents();
      const textSearch = new QuoteTextSearch(db, events);
      const before = await textSearch.plan("kitaplar", []);
      expect(before.configs).not.toContain("turkish");
      const turkish = await insertQuote(db, "tr", "Kitaplar sessiz öğretmenlerdir.", "pending");
      // Known only once a write tells (QuoteEvents carries other processes' writes too).
      expect((await textSearch.plan("kitaplar", [])).configs).not.toContain("turkish");
      await events.invalidate({ scope: "moderation" });
      expect((await textSearch.plan("kitaplar", [])).configs).toContain("turkish");
      // Through the API, after a write here (the list caches follow the same events).
      const approved = await t.app.inject({
        method: "POST",
        url: `/api/quotes/${turkish}/approve`,
        headers: admin.headers,
        payload: {},
      });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(await search("kitap")).toContain(turkish);
      await db.delete(quotes).where(eq(quotes.id, turkish));
    });
  });
});
