import { Suspense, useMemo } from "react";
import type { QuoteDetail } from "#contracts/quotes.ts";
import { hydratedLater } from "#client/lib/hydrated-later.tsx";
import type { QuoteVersionsProps, TranslationCreditProps } from "./quote-languages.tsx";
import type { QuoteSourcesProps } from "./quote-sources.tsx";

// Parts of a quote's page that are text and links: the server renders them, and in the browser their code loads once
// the page has started (lib/hydrated-later.tsx) — the sources, a translation's credit and a quote's other languages
// (with the table of language names).
const QuoteSources = hydratedLater<QuoteSourcesProps>(() => import("./quote-sources.tsx"));
const TranslationCredit = hydratedLater<TranslationCreditProps>(() =>
  import("./quote-languages.tsx").then((module) => ({ default: module.TranslationCredit })),
);
const QuoteVersions = hydratedLater<QuoteVersionsProps>(() =>
  import("./quote-languages.tsx").then((module) => ({ default: module.QuoteVersions })),
);

/**
 * Those parts of a quote's page, the credit and "Also in" only for a quote with other versions. The same elements
 * while the quote is: a part waiting for its code keeps the server's HTML.
 */
export function useQuoteDetailParts(quote: QuoteDetail) {
  return useMemo(
    () => ({
      sources: (
        <Suspense fallback={null}>
          <QuoteSources quote={quote} />
        </Suspense>
      ),
      credit: quote.translation_of !== null && (
        <Suspense fallback={null}>
          <TranslationCredit quote={quote} />
        </Suspense>
      ),
      versions: quote.versions.length > 0 && (
        <Suspense fallback={null}>
          <QuoteVersions quote={quote} />
        </Suspense>
      ),
    }),
    [quote],
  );
}
