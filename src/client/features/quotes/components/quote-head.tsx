import type { QuoteDetail } from "#contracts/quotes.ts";
import { usePageHead, usePublicUrl } from "#client/lib/page-head.tsx";
import { quotePageHead } from "./quote-page-head.ts";

/** A quote page's head: title, description, canonical and language links, share tags and JSON-LD. */
export default function QuoteDetailHead({ quote }: { quote: QuoteDetail }) {
  usePageHead(quotePageHead(quote, usePublicUrl()));
  return null;
}
