import { describe, expect, it } from "vitest";
import type { QuoteDetail, QuoteVersion } from "#contracts/quotes.ts";
import { makeQuote } from "#client/test-utils.tsx";
import { pageHeadHtml, pageHeadTags } from "#client/lib/page-head-tags.ts";
import { quotePageHead } from "./quote-page-head.ts";

const PUBLIC_URL = "https://echoes.example";
const ATTACK = `"><script>alert(1)</script>`;

const detail = (overrides: Partial<QuoteDetail> = {}): QuoteDetail => ({
  ...makeQuote({
    status: "approved",
    url_slug: "seneca-luck",
    text: "Luck is what happens when preparation meets opportunity.",
    author: "Seneca",
  }),
  source: null,
  versions: [],
  related: [],
  submitted_by: null,
  ...overrides,
});

const attr = (html: string, selector: RegExp) => selector.exec(html)?.[1];

describe("quote page head: who said it", () => {
  const creatorOf = (overrides: Partial<QuoteDetail>) =>
    (quotePageHead(detail(overrides), PUBLIC_URL).jsonLd as { creator?: unknown }).creator;
  const attribution = (status: QuoteDetail["attribution"]["status"], actual_author: string | null = null) => ({
    status,
    actual_author,
    earliest_date: null,
    note: null,
    updated_at: null,
  });

  it("names the author as the Quotation's creator, or for a misattributed quote the real one, or no one", () => {
    expect(creatorOf({ attribution: attribution("verified") })).toEqual({ "@type": "Person", name: "Seneca" });
    expect(creatorOf({ attribution: attribution("misattributed", "Publilius Syrus") })).toEqual({
      "@type": "Person",
      name: "Publilius Syrus",
    });
    expect(creatorOf({ attribution: attribution("misattributed") })).toBeUndefined();
  });
});

describe("quote page head: link previews", () => {
  it("carries an absolute og:image of 1200×630 with alt text and a large Twitter card", () => {
    const html = pageHeadHtml(quotePageHead(detail(), PUBLIC_URL), PUBLIC_URL);
    const image = attr(html, /<meta property="og:image" content="([^"]+)"/);
    expect(image).toMatch(/^https:\/\/echoes\.example\/api\/quote-image-png\/seneca-luck\?v=[0-9a-z]+$/);
    expect(html).toContain('<meta property="og:image:width" content="1200"');
    expect(html).toContain('<meta property="og:image:height" content="630"');
    expect(attr(html, /<meta property="og:image:alt" content="([^"]+)"/)).toBe(
      "“Luck is what happens when preparation meets opportunity.” — Seneca",
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
    expect(attr(html, /<meta name="twitter:image" content="([^"]+)"/)).toBe(image);
  });

  it("changes the image URL when the quote changes", () => {
    const before = pageHeadTags(quotePageHead(detail(), PUBLIC_URL), PUBLIC_URL);
    const after = pageHeadTags(
      quotePageHead(detail({ updated_at: "2026-02-02T00:00:00.000Z" }), PUBLIC_URL),
      PUBLIC_URL,
    );
    const og = (tags: typeof before) => tags.find((t) => t.attrs.property === "og:image")?.attrs.content;
    expect(og(after)).not.toBe(og(before));
  });

  it("escapes a quote that looks like markup: no tag breaks out of its attribute", () => {
    const head = quotePageHead(detail({ text: `Trust me ${ATTACK} and more`, author: `Eve ${ATTACK}` }), PUBLIC_URL);
    const html = pageHeadHtml(head, PUBLIC_URL);
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain("&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
    // Every line is exactly one well-formed tag: nothing injected between them.
    for (const line of html.split("\n").map((l) => l.trim())) {
      expect(line).toMatch(/^<(title|meta|link|script)[ >]/);
    }
    const scripts = html.match(/<script\b/g) ?? [];
    expect(scripts).toHaveLength(1); // the JSON-LD only
    const jsonLd = /<script type="application\/ld\+json"[^>]*>(.*)<\/script>/.exec(html)?.[1] ?? "";
    expect(jsonLd).not.toContain("</script");
    expect((JSON.parse(jsonLd) as { text: string }).text).toBe(`Trust me ${ATTACK} and more`);
  });

  it("links its oEmbed answer (discovery) with the page's full URL encoded and the title escaped", () => {
    const head = quotePageHead(detail({ url_slug: "seneca-luck&more", text: `Trust ${ATTACK}` }), PUBLIC_URL);
    const html = pageHeadHtml(head, PUBLIC_URL);
    const link = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)" title="([^"]+)"/.exec(html);
    expect(link?.[1]).toBe(
      "https://echoes.example/api/oembed?url=https%3A%2F%2Fechoes.example%2Fquote%2Fseneca-luck%2526more&amp;format=json",
    );
    expect(link?.[2]).toContain("&quot;&gt;&lt;script&gt;");
    // A page of no quote has none.
    expect(pageHeadHtml({ title: "About — Echoes" }, PUBLIC_URL)).not.toContain("json+oembed");
  });

  it("links the Atom feed from every page's head", () => {
    const html = pageHeadHtml({ title: "About — Echoes" }, PUBLIC_URL);
    expect(html).toContain(
      '<link rel="alternate" type="application/atom+xml" title="Echoes — latest quotes" href="https://echoes.example/feed.xml"',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary"');
  });
});

const ORIGINAL_ID = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
const version = (language: string, overrides: Partial<QuoteVersion> = {}): QuoteVersion => ({
  id: `bbbbbbbb-bbbb-4bbb-8bbb-${language.padStart(12, "0")}`,
  url_slug: `cogito-${language}`,
  language,
  is_original: false,
  translator: null,
  ...overrides,
});
/** "Cogito, ergo sum" in English, translated from the French original, with a German translation beside it. */
const englishTranslation = detail({
  url_slug: "cogito-en",
  text: "I think, therefore I am.",
  author: "René Descartes",
  language: "en",
  translation_of: ORIGINAL_ID,
  translator: "John Veitch",
  versions: [version("fr", { id: ORIGINAL_ID, is_original: true }), version("de", { translator: "Artur Buchenau" })],
});
const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, href]);
const jsonLdOf = (quote: QuoteDetail) => quotePageHead(quote, PUBLIC_URL).jsonLd as Record<string, unknown>;

describe("quote page head: languages", () => {
  it("links the page and each of its other versions by language, with absolute URLs like the canonical link", () => {
    const html = pageHeadHtml(quotePageHead(englishTranslation, PUBLIC_URL), PUBLIC_URL);
    expect(alternates(html)).toEqual([
      ["en", "https://echoes.example/quote/cogito-en"],
      ["fr", "https://echoes.example/quote/cogito-fr"],
      ["de", "https://echoes.example/quote/cogito-de"],
    ]);
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe("https://echoes.example/quote/cogito-en");
  });

  it("gives a quote in one language no alternates, and one page per language when two versions share one", () => {
    expect(alternates(pageHeadHtml(quotePageHead(detail(), PUBLIC_URL), PUBLIC_URL))).toEqual([]);
    const twoEnglish = detail({
      url_slug: "cogito-en",
      language: "en",
      translation_of: ORIGINAL_ID,
      versions: [version("fr", { id: ORIGINAL_ID, is_original: true }), version("en", { url_slug: "cogito-en-2" })],
    });
    expect(alternates(pageHeadHtml(quotePageHead(twoEnglish, PUBLIC_URL), PUBLIC_URL)).map(([lang]) => lang)).toEqual([
      "en",
      "fr",
    ]);
  });

  it("puts the language in the Quotation, and a translation's original and translator", () => {
    expect(jsonLdOf(detail({ language: "la" })).inLanguage).toBe("la");
    const jsonLd = jsonLdOf(englishTranslation);
    expect(jsonLd.inLanguage).toBe("en");
    expect(jsonLd.translationOfWork).toEqual({
      "@type": "Quotation",
      url: "https://echoes.example/quote/cogito-fr",
      inLanguage: "fr",
    });
    expect(jsonLd.translator).toEqual({ "@type": "Person", name: "John Veitch" });
    expect(jsonLd).not.toHaveProperty("workTranslation");
  });

  it("names no original the reader may not see, and no translator when unknown", () => {
    const jsonLd = jsonLdOf({ ...englishTranslation, translator: null, versions: [version("de")] });
    expect(jsonLd).not.toHaveProperty("translationOfWork");
    expect(jsonLd).not.toHaveProperty("translator");
  });

  it("lists an original's translations", () => {
    const original = detail({
      url_slug: "cogito-fr",
      language: "fr",
      versions: [version("de"), version("en")],
    });
    const jsonLd = jsonLdOf(original);
    expect(jsonLd.inLanguage).toBe("fr");
    expect(jsonLd.workTranslation).toEqual([
      { "@type": "Quotation", url: "https://echoes.example/quote/cogito-de", inLanguage: "de" },
      { "@type": "Quotation", url: "https://echoes.example/quote/cogito-en", inLanguage: "en" },
    ]);
    expect(jsonLd).not.toHaveProperty("translationOfWork");
    expect(jsonLdOf(detail())).not.toHaveProperty("workTranslation");
  });
});
