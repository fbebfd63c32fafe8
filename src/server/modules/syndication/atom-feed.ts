import { misattributionLine } from "#contracts/attribution-wording.ts";
import { quotePagePath } from "#contracts/share.ts";
import type { SyndicatedQuote } from "./syndication.repository.ts";

/** Text for XML content and attributes; characters XML 1.0 forbids are dropped. */
export function escapeXml(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "")
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&apos;")
  );
}

/** A title of at most `max` characters, ending at a whole word. */
function shortTitle(text: string, max = 80): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}

/** When an entry last changed: its text and fields, or its attribution. */
function entryUpdated(quote: SyndicatedQuote): Date {
  return quote.attributionUpdatedAt && quote.attributionUpdatedAt > quote.updatedAt
    ? quote.attributionUpdatedAt
    : quote.updatedAt;
}

/** An entry's text: the quote and its author, and for a misattributed quote, who really said it. */
function entryContent(quote: SyndicatedQuote): string {
  const line = misattributionLine(
    { status: quote.attributionStatus, actual_author: quote.attributionActualAuthor },
    quote.author,
  );
  return line ? `“${quote.text}”\n\n${line}` : `“${quote.text}” — ${quote.author}`;
}

/**
 * An Atom 1.0 document (RFC 4287) of the given quotes, with absolute links from the public URL; each entry's title
 * and text carry the quote's language (`xml:lang`). A misattributed quote's entry says so: "Often attributed to X —
 * actually Y".
 */
export function atomFeed(items: SyndicatedQuote[], publicUrl: string, generatedAt: Date): string {
  const updated = items.reduce((latest, q) => {
    const at = entryUpdated(q);
    return at > latest ? at : latest;
  }, new Date(0));
  const feedUpdated = items.length > 0 ? updated : generatedAt;
  const host = new URL(publicUrl).host;
  const entries = items.map((quote) => {
    const link = `${publicUrl}${quotePagePath(quote.urlSlug)}`;
    const categories = [quote.category, ...quote.tags]
      .map((term) => `    <category term="${escapeXml(term)}"/>`)
      .join("\n");
    return `  <entry>
    <id>tag:${escapeXml(host)},2026:quote:${quote.id}</id>
    <title type="text" xml:lang="${escapeXml(quote.language)}">${escapeXml(`“${shortTitle(quote.text)}” — ${quote.author}`)}</title>
    <link rel="alternate" type="text/html" href="${escapeXml(link)}"/>
    <published>${quote.createdAt.toISOString()}</published>
    <updated>${entryUpdated(quote).toISOString()}</updated>
    <author><name>${escapeXml(quote.author)}</name></author>
    <content type="text" xml:lang="${escapeXml(quote.language)}">${escapeXml(entryContent(quote))}</content>
${categories}
  </entry>`;
  });
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>${escapeXml(`${publicUrl}/`)}</id>
  <title>Echoes — latest quotes</title>
  <subtitle>The latest quotes published on Echoes.</subtitle>
  <link rel="self" type="application/atom+xml" href="${escapeXml(`${publicUrl}/feed.xml`)}"/>
  <link rel="alternate" type="text/html" href="${escapeXml(`${publicUrl}/`)}"/>
  <updated>${feedUpdated.toISOString()}</updated>
  <author><name>Echoes</name></author>
  <generator>Echoes</generator>
${entries.join("\n")}
</feed>
`;
}
