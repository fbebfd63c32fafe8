import { misattributionLine } from "#contracts/attribution-wording.ts";
import { excerpt } from "#contracts/excerpt.ts";
import { OEMBED_MESSAGES, type Oembed, type OembedQuery } from "#contracts/oembed.ts";
import { embedIframeHtml, quoteEmbedPath, quoteImagePath, SHARE_IMAGE } from "#contracts/share.ts";
import type { Db } from "#server/db/client.ts";
import { ExpiringCache } from "#server/lib/cached-body.ts";
import { badRequest, HttpError, notFound } from "#server/plugins/errors.ts";
import { canViewQuote } from "#server/modules/quotes/quotes.public.ts";
import { embedSize } from "./embed-size.ts";
import { findQuoteOfPage, type EmbedQuoteRow } from "./oembed.repository.ts";
import { parseAbsoluteUrl, quotePageRef, type QuotePageRef } from "./quote-page-url.ts";

/** Published quotes looked up by page URL are kept this long (and dropped on any quote write). */
const QUOTES_TTL_MS = 60_000;
/** Quotes kept at once (a few hundred bytes each). */
const QUOTES_KEPT = 2_000;

const formatNotImplemented = () => new HttpError(501, "not_implemented", OEMBED_MESSAGES.formatNotImplemented);

export interface OembedServiceOptions {
  db: Db;
  publicUrl: string;
}

/** Who said it, as JSON-LD says it: for a misattributed quote the real author when known, else no one. */
function authorOf(quote: EmbedQuoteRow): { name?: string; ownPage: boolean } {
  if (quote.attributionStatus !== "misattributed") return { name: quote.author, ownPage: true };
  return { name: quote.attributionActualAuthor ?? undefined, ownPage: false };
}

/** The oEmbed provider: a quote page URL of this site → the embed card's iframe and what describes it. */
export class OembedService {
  private readonly publicUrl: URL;
  /** Published quotes by page reference ("slug:…" / "id:…"); hidden and unknown ones are never kept. */
  private readonly quotes = new ExpiringCache<EmbedQuoteRow>(QUOTES_TTL_MS, QUOTES_KEPT);

  constructor(private readonly options: OembedServiceOptions) {
    this.publicUrl = new URL(options.publicUrl);
  }

  /** Any quote write may hide or change a quote: forget them all. */
  invalidate() {
    this.quotes.clear();
  }

  /** The answer for a consumer's request; `beforeLookup` runs before the database is asked (the caller's limit). */
  async answer(query: OembedQuery, beforeLookup: () => Promise<void>): Promise<Oembed> {
    if (query.format !== undefined && query.format !== "json") throw formatNotImplemented();
    const url = parseAbsoluteUrl(query.url);
    if (!url) throw badRequest(OEMBED_MESSAGES.urlInvalid, { url: OEMBED_MESSAGES.urlInvalid });
    const ref = quotePageRef(url, this.publicUrl);
    const quote = ref ? await this.publishedQuote(ref, beforeLookup) : undefined;
    if (!quote) throw notFound(OEMBED_MESSAGES.notFound);
    return this.describe(quote, query);
  }

  private async publishedQuote(
    ref: QuotePageRef,
    beforeLookup: () => Promise<void>,
  ): Promise<EmbedQuoteRow | undefined> {
    const key = "id" in ref ? `id:${ref.id}` : `slug:${ref.slug}`;
    const kept = this.quotes.get(key);
    if (kept) return kept;
    await beforeLookup();
    const row = await findQuoteOfPage(this.options.db, ref);
    // Embeds are public: what an anonymous visitor may see, whoever asks.
    if (!row || !canViewQuote(row, null)) return undefined;
    this.quotes.set(key, row);
    return row;
  }

  private describe(quote: EmbedQuoteRow, bounds: OembedQuery): Oembed {
    const { publicUrl } = this.options;
    const caption =
      misattributionLine(
        { status: quote.attributionStatus, actual_author: quote.attributionActualAuthor },
        quote.author,
      ) ?? `— ${quote.author}`;
    const size = embedSize(quote.text, caption, bounds);
    const author = authorOf(quote);
    // The share image is served at 1200 × 630 only: offered when it fits the consumer's bounds (§2.3.4).
    const thumbnailFits =
      (bounds.maxwidth ?? Infinity) >= SHARE_IMAGE.width && (bounds.maxheight ?? Infinity) >= SHARE_IMAGE.height;
    return {
      version: "1.0",
      type: "rich",
      html: embedIframeHtml(`${publicUrl}${quoteEmbedPath(quote.urlSlug)}`, quote.author, size),
      width: size.width,
      height: size.height,
      title: `“${excerpt(quote.text, 100)}”`,
      ...(author.name ? { author_name: author.name } : {}),
      ...(author.ownPage ? { author_url: `${publicUrl}/author/${encodeURIComponent(quote.authorSlug)}` } : {}),
      provider_name: "Echoes",
      provider_url: `${publicUrl}/`,
      ...(thumbnailFits
        ? {
            thumbnail_url: `${publicUrl}${quoteImagePath(quote.urlSlug)}?v=${quote.updatedAt.getTime().toString(36)}`,
            thumbnail_width: SHARE_IMAGE.width,
            thumbnail_height: SHARE_IMAGE.height,
          }
        : {}),
    };
  }
}
