import { useEffect, useState } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { QuoteDetail } from "#contracts/quotes.ts";
import { whenIdle } from "#client/lib/idle.ts";
import { SITE_NAME, usePageHead, type PageHead } from "#client/lib/page-head.tsx";
import { preloadable } from "#client/lib/preloadable.tsx";
import { QUOTE_NOT_FOUND } from "./quote-detail-messages.ts";

let headLoaded = false;
// A quote's head: the server renders it into the page. In the browser its code (the JSON-LD, share tags and
// language links) loads once the page is idle, for when the reader goes to another quote.
const { Component: LoadedHead, preload: preloadHead } = preloadable<{ quote: QuoteDetail }>(
  () =>
    import("./quote-head.tsx").then((module) => {
      headLoaded = true;
      return module;
    }),
  { server: true },
);

function QuoteHead({ quote }: { quote: QuoteDetail }) {
  const [ready, setReady] = useState(headLoaded);
  useEffect(() => {
    if (ready) return;
    // A failed download is tried again on the next quote's page.
    const load = () =>
      void preloadHead().then(
        () => setReady(true),
        () => {},
      );
    if (document.documentElement.hasAttribute("data-hydrated")) load();
    else return whenIdle(load);
  }, [ready]);
  return ready ? <LoadedHead quote={quote} /> : null;
}

function StateHead({ head }: { head: PageHead }) {
  usePageHead(head);
  return null;
}

/** A quote page's head: the quote's (quote-head.tsx), or the title of its loading or not-found state. */
export function QuoteDetailHead({ query }: { query: UseQueryResult<QuoteDetail | null> }) {
  const quote = query.data;
  if (quote) return <QuoteHead quote={quote} />;
  return (
    <StateHead
      head={
        quote === null ? { title: `${QUOTE_NOT_FOUND} | ${SITE_NAME}`, status: 404 } : { title: `Quote | ${SITE_NAME}` }
      }
    />
  );
}
