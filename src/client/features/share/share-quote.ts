import { quoteEmbedPath, quoteImagePath, quotePagePath, SHARE_DEFAULT_HASHTAGS } from "#contracts/share.ts";
import type { ShareContent } from "./share-urls.ts";

/** What sharing needs of a quote (cards and pages both have it). */
export interface ShareableQuote {
  id: string;
  url_slug: string;
  text: string;
  author: string;
  user_id?: string | null;
  updated_at?: string;
}

/** The quote's share content (docs/product/data-model.md): absolute links from the public URL. */
export function shareContentOf(quote: ShareableQuote, publicUrl: string): ShareContent {
  return {
    title: `Quote by ${quote.author} | Echoes`,
    description: `“${quote.text}” — ${quote.author}`,
    url: `${publicUrl}${quotePagePath(quote.url_slug)}`,
    hashtags: SHARE_DEFAULT_HASHTAGS,
    imageUrl: `${publicUrl}${quoteImagePath(quote.url_slug)}`,
  };
}

export const embedUrlOf = (quote: ShareableQuote, publicUrl: string) => `${publicUrl}${quoteEmbedPath(quote.url_slug)}`;
