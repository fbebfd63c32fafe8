import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEARCH_TERMS_MAX } from "#contracts/quotes.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { ids, openQuoteCatalogue, sortedIds, type QuoteCatalogue } from "#tests/factories/quote-catalogue.ts";

const q = (text: string) => `?q=${encodeURIComponent(text)}`;

describe.each(DATABASE_KINDS)(
  'GET /api/quotes search exclusions (-author:, -category:, -tag:, -"phrase") on %s',
  (kind) => {
    let { t, mine, audioQuote, all, everything } = {} as QuoteCatalogue;
    beforeAll(async () => {
      ({ t, mine, audioQuote, all, everything } = await openQuoteCatalogue(kind));
    });
    afterAll(() => t.close());

    const allBut = (leftOut: (quote: QuoteCatalogue["all"][number]) => boolean) =>
      sortedIds(all.filter((quote) => !leftOut(quote)));

    it("leaves out the authors author: would find", async () => {
      const withoutQuill = await everything(q("-author:quill"));
      expect(ids(withoutQuill)).not.toContain(mine.approved.id);
      expect(ids(withoutQuill)).not.toContain(audioQuote.id);
      expect(sortedIds(withoutQuill)).toEqual(allBut((quote) => quote.author.toLowerCase().includes("quill")));
      const twoAuthors = await everything(q('-a:buddha -author:"Zelda Quill"'));
      expect(sortedIds(twoAuthors)).toEqual(allBut((quote) => /buddha|zelda quill/i.test(quote.author)));
      expect(twoAuthors.length).toBeLessThan(withoutQuill.length);
    });

    it("leaves out categories and tags", async () => {
      const notLove = await everything(q("-category:Love"));
      expect(notLove.length).toBeGreaterThan(0);
      expect(sortedIds(notLove)).toEqual(allBut((quote) => quote.category === "love"));
      // Any excluded tag leaves a quote out.
      const notTags = await everything(q("-tag:wisdom -t:tides"));
      expect(sortedIds(notTags)).toEqual(
        allBut((quote) => quote.tags.includes("wisdom") || quote.tags.includes("tides")),
      );
      expect(ids(notTags)).not.toContain(mine.approved.id);
    });

    it("leaves out quotes containing an exact phrase, whatever its case", async () => {
      const body = await everything(q('-"TO BE"'));
      expect(body.length).toBeGreaterThan(0);
      expect(sortedIds(body)).toEqual(allBut((quote) => quote.text.toLowerCase().includes("to be")));
      // A phrase with LIKE wildcards in it is taken literally.
      expect((await everything(q('-"%"'))).length).toBe(all.filter((quote) => !quote.text.includes("%")).length);
    });

    it("narrows what the other terms find, and keeps the free-text ranking", async () => {
      const wisdom = await everything("?categories=wisdom");
      const notQuill = await everything(`?categories=wisdom&q=${encodeURIComponent("-a:quill")}`);
      expect(sortedIds(notQuill)).toEqual(sortedIds(wisdom.filter((quote) => quote.id !== mine.approved.id)));
      const tide = await everything(q("tide"));
      expect(ids(tide)).toContain(mine.approved.id);
      expect(ids(await everything(q('tide -"shore"')))).toEqual(ids(tide).filter((id) => id !== mine.approved.id));
      // Including and excluding the same category finds nothing.
      expect(await everything(q("c:wisdom -c:wisdom"))).toEqual([]);
    });

    it("counts exclusions among a search's bounded terms", async () => {
      const terms = Array.from({ length: SEARCH_TERMS_MAX + 1 }, (_, i) => `-t:x${i}`).join(" ");
      const res = await t.app.inject({ method: "GET", url: `/api/quotes${q(terms)}` });
      expect(res.statusCode).toBe(400);
    });
  },
);
