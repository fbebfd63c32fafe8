import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { QuoteDetail, QuoteList, QuoteTranslations } from "#contracts/quotes.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { freshQuote, openQuoteWriters, type QuoteWriters } from "#tests/factories/quote-writers.ts";
import type { Headers } from "#tests/factories/quotes.ts";
import { TRANSLATIONS_MAX } from "./quote-translations.repository.ts";

let families = 0;

describe.each(DATABASE_KINDS)("a quote's translations and versions on %s", (kind) => {
  let { t, owner, other, admin, inject, create, startAfresh } = {} as QuoteWriters;
  beforeAll(async () => {
    ({ t, owner, other, admin, inject, create, startAfresh } = await openQuoteWriters(kind));
  });
  afterAll(() => t.close());
  beforeEach(() => startAfresh());

  const anonymous: Headers = {};
  const translationsOf = async (id: string, headers: Headers) => {
    const res = await inject("GET", `/api/quotes/${id}/translations`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<QuoteTranslations>();
  };
  const detail = async (url: string, headers: Headers) => {
    const res = await inject("GET", url, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<QuoteDetail>();
  };
  const ids = (quotes: { id: string }[]) => quotes.map((q) => q.id);

  /**
   * An approved English original with approved translations (French by Anne, a later French one, Latin) and the
   * owner's pending German one.
   */
  async function family() {
    const author = `Family Author ${++families}`;
    const original = await create(admin.headers, freshQuote({ author, status: "approved", language: "en" }));
    const translate = (headers: Headers, language: string, over: Record<string, unknown> = {}) =>
      create(headers, { ...freshQuote({ author, language, ...over }), translation_of: original.id });
    const latin = await translate(admin.headers, "la", { status: "approved" });
    const french = await translate(admin.headers, "fr", { status: "approved", translator: "Anne Dubois" });
    const laterFrench = await translate(admin.headers, "fr", { status: "approved" });
    const german = await translate(owner.headers, "de");
    expect(german.status).toBe("pending");
    return { author, original, latin, french, laterFrench, german };
  }

  describe("GET /api/quotes/{id}/translations", () => {
    it("answers the original and every other visible translation, by language tag then age", async () => {
      const { original, latin, french, laterFrench } = await family();
      const ofOriginal = await translationsOf(original.id, anonymous);
      expect(ofOriginal.original).toBeNull();
      expect(ids(ofOriginal.translations)).toEqual([french.id, laterFrench.id, latin.id]);
      expect(ofOriginal.translations[0]).toMatchObject({ text: french.text, translator: "Anne Dubois" });

      const ofFrench = await translationsOf(french.id, anonymous);
      expect(ofFrench.original).toMatchObject({ id: original.id, text: original.text, language: "en" });
      expect(ids(ofFrench.translations)).toEqual([laterFrench.id, latin.id]);
    });

    it("shows a pending translation to its submitter and admins only", async () => {
      const { original, german } = await family();
      for (const headers of [anonymous, other.headers]) {
        expect(ids((await translationsOf(original.id, headers)).translations)).not.toContain(german.id);
        expect((await inject("GET", `/api/quotes/${german.id}/translations`, headers)).statusCode).toBe(404);
      }
      for (const headers of [owner.headers, admin.headers]) {
        expect(ids((await translationsOf(original.id, headers)).translations)).toContain(german.id);
        expect((await translationsOf(german.id, headers)).original?.id).toBe(original.id);
      }
    });

    it("answers 404 for a quote that does not exist or an address that is no id", async () => {
      for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id"]) {
        const res = await inject("GET", `/api/quotes/${id}/translations`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ error: "not_found" });
      }
    });

    it("leaves out an original the caller may not see", async () => {
      const hidden = await create(other.headers, freshQuote({ language: "en" }));
      const translation = await create(admin.headers, {
        ...freshQuote({ language: "fr", status: "approved" }),
        translation_of: hidden.id,
      });
      expect(await translationsOf(translation.id, anonymous)).toEqual({ original: null, translations: [] });
      expect((await detail(`/api/quotes/${translation.id}`, anonymous)).versions).toEqual([]);
      expect((await translationsOf(translation.id, other.headers)).original?.id).toBe(hidden.id);
    });

    it("lays the caller's own bookmark over the quotes", async () => {
      const { original, french } = await family();
      const bookmark = await inject("POST", "/api/bookmarks", other.headers, { quote_id: french.id });
      expect(bookmark.statusCode, bookmark.body).toBe(201);
      const mine = await translationsOf(original.id, other.headers);
      expect(mine.translations.find((q) => q.id === french.id)).toMatchObject({ bookmarked: true, bookmark_count: 1 });
      const everyone = await translationsOf(original.id, anonymous);
      expect(everyone.translations.find((q) => q.id === french.id)).toMatchObject({ bookmarked: false });
    });

    it(`lists at most ${TRANSLATIONS_MAX} translations, and as many versions`, async () => {
      const original = await create(admin.headers, freshQuote({ status: "approved", language: "en" }));
      await t.database.db.execute(sql`
        insert into quotes (slug, url_slug, text, author, category, status, language, translation_of)
        select 'bounded-' || i || '-' || ${original.id}, 'bounded-' || i || '-' || ${original.id},
          'Traduction numéro ' || i, 'Ada Brook', 'wisdom', 'approved', 'fr', ${original.id}::uuid
        from generate_series(1, ${TRANSLATIONS_MAX + 2}) as i`);
      const all = await translationsOf(original.id, anonymous);
      expect(all.translations).toHaveLength(TRANSLATIONS_MAX);
      const fromOne = await translationsOf(all.translations[0]!.id, anonymous);
      expect(fromOne.original?.id).toBe(original.id);
      expect(fromOne.translations).toHaveLength(TRANSLATIONS_MAX);
      expect((await detail(`/api/quotes/${original.id}`, anonymous)).versions).toHaveLength(TRANSLATIONS_MAX);
      const versions = (await detail(`/api/quotes/${all.translations[0]!.id}`, anonymous)).versions;
      expect(versions).toHaveLength(TRANSLATIONS_MAX + 1);
      expect(versions[0]).toMatchObject({ id: original.id, is_original: true });
    });
  });

  describe("versions in a quote's page", () => {
    it("lists the original first, then the translations by language tag, compact and without the quote itself", async () => {
      const { original, latin, french, laterFrench, german } = await family();
      const ofOriginal = await detail(`/api/quotes/${original.id}`, anonymous);
      expect(ofOriginal.versions).toEqual([
        { id: french.id, url_slug: french.url_slug, language: "fr", is_original: false, translator: "Anne Dubois" },
        { id: laterFrench.id, url_slug: laterFrench.url_slug, language: "fr", is_original: false, translator: null },
        { id: latin.id, url_slug: latin.url_slug, language: "la", is_original: false, translator: null },
      ]);
      const ofFrench = await detail(`/api/quotes/slug/${french.url_slug}`, owner.headers);
      expect(ofFrench.versions.map((v) => [v.language, v.is_original])).toEqual([
        ["en", true],
        ["de", false],
        ["fr", false],
        ["la", false],
      ]);
      expect(ofFrench.versions[1]!.id).toBe(german.id);
      expect((await detail(`/api/quotes/${latin.id}`, other.headers)).versions.map((v) => v.id)).not.toContain(
        german.id,
      );
    });

    it("shows a translation on its original's page once approved, and no longer once rejected, unlinked or deleted", async () => {
      const { original, german } = await family();
      const versionIds = async () => ids((await detail(`/api/quotes/${original.id}`, anonymous)).versions);
      expect(await versionIds()).not.toContain(german.id);
      expect((await inject("POST", `/api/quotes/${german.id}/approve`, admin.headers, {})).statusCode).toBe(200);
      expect(await versionIds()).toContain(german.id);
      expect((await inject("POST", `/api/quotes/${german.id}/reject`, admin.headers, {})).statusCode).toBe(200);
      expect(await versionIds()).not.toContain(german.id);

      const italian = await create(admin.headers, {
        ...freshQuote({ language: "it", status: "approved" }),
        translation_of: original.id,
      });
      expect(await versionIds()).toContain(italian.id);
      const unlinked = await inject("PATCH", `/api/quotes/${italian.id}`, admin.headers, { translation_of: null });
      expect(unlinked.statusCode).toBe(200);
      expect(await versionIds()).not.toContain(italian.id);
      await inject("PATCH", `/api/quotes/${italian.id}`, admin.headers, { translation_of: original.id });
      expect(await versionIds()).toContain(italian.id);
      expect((await inject("DELETE", `/api/quotes/${italian.id}`, admin.headers)).statusCode).toBe(200);
      expect(await versionIds()).not.toContain(italian.id);
    });
  });

  describe("shared caches", () => {
    it("drops the public lists when deleting an unpublished original unlinks a published translation", async () => {
      const author = `Orphan Author ${++families}`;
      const original = await create(owner.headers, freshQuote({ author, language: "en" }));
      const translation = await create(owner.headers, {
        ...freshQuote({ author, language: "fr" }),
        translation_of: original.id,
      });
      await inject("POST", `/api/quotes/${translation.id}/approve`, admin.headers, {});
      const url = `/api/quotes?authors=${encodeURIComponent(author)}`;
      const listed = async () => (await inject("GET", url)).json<QuoteList>().quotes;
      for (let i = 0; i < 2; i++)
        expect(await listed()).toMatchObject([{ id: translation.id, translation_of: original.id }]);

      const deleted = await inject("DELETE", `/api/quotes/${original.id}`, owner.headers);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(await listed()).toMatchObject([{ id: translation.id, translation_of: null }]);
      const read = await detail(`/api/quotes/${translation.id}`, anonymous);
      expect(read).toMatchObject({ translation_of: null, versions: [] });
    });
  });
});
