import { describe, expect, it } from "vitest";
import type { QuoteDetail } from "#contracts/quotes.ts";
import { makeQuote } from "#client/test-utils.tsx";
import { pageHeadHtml, pageHeadTags } from "#client/lib/page-head-tags.ts";
import { quotePageHead } from "./quote-detail.tsx";

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

  it("links the Atom feed from every page's head", () => {
    const html = pageHeadHtml({ title: "About — Echoes" }, PUBLIC_URL);
    expect(html).toContain(
      '<link rel="alternate" type="application/atom+xml" title="Echoes — latest quotes" href="https://echoes.example/feed.xml"',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary"');
  });
});
