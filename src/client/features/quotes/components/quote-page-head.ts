import type { Quote, QuoteDetail, QuoteVersion } from "#contracts/quotes.ts";
import { oembedDiscoveryPath } from "#contracts/oembed-link.ts";
import { quoteImagePath, SHARE_IMAGE } from "#contracts/share-image.ts";
import { SITE_NAME, type PageHead } from "#client/lib/page-head.tsx";
import { excerpt } from "#client/lib/excerpt.ts";

/** The document title of a quote page: “The only way to do great work…” — Steve Jobs | Echoes */
export function quotePageTitle(quote: Pick<Quote, "text" | "author">): string {
  return `“${excerpt(quote.text, 60)}” — ${quote.author} | ${SITE_NAME}`;
}

/** The meta description of a quote page: the quote and its author, within 160 characters. */
export function quotePageDescription(quote: Pick<Quote, "text" | "author" | "category">): string {
  return excerpt(`“${quote.text}” — ${quote.author}. A ${quote.category} quote on ${SITE_NAME}.`, 160);
}

const quotePath = (slug: string) => `/quote/${encodeURIComponent(slug)}`;

/**
 * The page's own language and its other versions' as alternates (`<link rel="alternate" hreflang>`): one page per
 * language, the first of each (the page itself, then the original); none for a quote in one language only.
 */
export function languageAlternates(quote: Pick<QuoteDetail, "url_slug" | "language" | "versions">) {
  if (quote.versions.length === 0) return undefined;
  const byLanguage = new Map<string, string>();
  for (const { language, url_slug } of [quote, ...quote.versions]) {
    if (!byLanguage.has(language)) byLanguage.set(language, quotePath(url_slug));
  }
  return [...byLanguage].map(([hreflang, path]) => ({ hreflang, path }));
}

/**
 * The schema.org links between a quote and its other languages: a translation names its original
 * (`translationOfWork`, when the reader may see it) and its translator; an original lists its translations
 * (`workTranslation`).
 */
function translationLinks(quote: QuoteDetail, publicUrl: string): Record<string, unknown> {
  const work = (version: QuoteVersion) => ({
    "@type": "Quotation",
    url: `${publicUrl}${quotePath(version.url_slug)}`,
    inLanguage: version.language,
  });
  if (quote.translation_of === null) {
    return quote.versions.length > 0 ? { workTranslation: quote.versions.map(work) } : {};
  }
  const original = quote.versions.find((version) => version.is_original);
  return {
    ...(original ? { translationOfWork: work(original) } : {}),
    ...(quote.translator ? { translator: { "@type": "Person", name: quote.translator } } : {}),
  };
}

/**
 * The page head of a quote: title, description, canonical link, its versions in other languages, its oEmbed answer
 * (so that a pasted link embeds the quote's card), share tags and a schema.org Quotation in its language.
 */
export function quotePageHead(quote: QuoteDetail, publicUrl: string): PageHead {
  const path = quotePath(quote.url_slug);
  const { status, actual_author } = quote.attribution;
  const creator = status === "misattributed" ? actual_author : quote.author;
  return {
    title: quotePageTitle(quote),
    description: quotePageDescription(quote),
    canonicalPath: path,
    alternates: languageAlternates(quote),
    oembedPath: oembedDiscoveryPath(`${publicUrl}${path}`),
    ogType: "article",
    // The preview's version in its URL: link previews cached elsewhere follow an edited quote.
    image: {
      path: `${quoteImagePath(quote.url_slug)}?v=${Date.parse(quote.updated_at).toString(36)}`,
      ...SHARE_IMAGE,
      alt: `“${excerpt(quote.text, 120)}” — ${quote.author}`,
    },
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Quotation",
      text: quote.text,
      inLanguage: quote.language,
      // Who said it: for a misattributed quote, the real author when known, else no one.
      ...(creator ? { creator: { "@type": "Person", name: creator } } : {}),
      ...(quote.source ? { isPartOf: { "@type": "CreativeWork", name: quote.source.name } } : {}),
      keywords: [...new Set([quote.category, ...quote.tags])].join(", "),
      dateCreated: quote.created_at,
      url: `${publicUrl}${path}`,
      ...translationLinks(quote, publicUrl),
    },
  };
}
