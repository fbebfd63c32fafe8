import { BookOpenIcon, ExternalLinkIcon } from "lucide-react";
import type { Quote, QuoteSource } from "#contracts/quotes.ts";
import { ATTRIBUTION_DESCRIPTIONS } from "#contracts/attribution-wording.ts";
import { AttributionBadge } from "#client/components/attribution-badge.tsx";
import { formatHistoricDate } from "#client/lib/historic-date.ts";
import { isHttpUrl } from "#client/lib/http-url.ts";

export type QuoteSourcesProps = { quote: Pick<Quote, "attribution" | "sources"> };

/**
 * How sure the catalogue is of who said a quote and what shows it (docs/product/attribution.md): the status and what it
 * means, the earliest known date and the curator's note, then the sources, the primary first, each with its link,
 * type, author, date, place in the work and description. Rendered by the server with the page; its code loads after
 * start-up (quote-detail.tsx).
 */
export default function QuoteSources({ quote }: QuoteSourcesProps) {
  const { status, earliest_date: earliest, note } = quote.attribution;
  const description = ATTRIBUTION_DESCRIPTIONS[status];
  // "Verified: a primary source is cited" → "A primary source is cited.", after the badge that says Verified.
  const meaning = description.slice(description.indexOf(":") + 2);
  return (
    <section
      className="mt-8 rounded-xl border bg-muted/30 p-5"
      aria-labelledby="quote-sources-heading"
      data-testid="quote-sources"
    >
      <h2 id="quote-sources-heading" className="flex items-center gap-2 text-lg font-semibold tracking-tight">
        <BookOpenIcon aria-hidden="true" className="size-4.5 text-primary" />
        Sources
      </h2>
      <p className="mt-2 text-sm leading-6 text-muted-foreground" data-testid="attribution-summary">
        {status === "attributed" ? (
          description
        ) : (
          <>
            <AttributionBadge status={status} named /> {meaning.charAt(0).toUpperCase() + meaning.slice(1)}.
          </>
        )}
      </p>
      {(earliest || note) && (
        <div className="mt-2 space-y-1 text-sm leading-6">
          {earliest && (
            <p>
              <span className="text-muted-foreground">Earliest known: </span>
              {formatHistoricDate(earliest)}
            </p>
          )}
          {note && <p className="whitespace-pre-line text-pretty">{note}</p>}
        </div>
      )}
      {quote.sources.length > 0 ? (
        <ol className="mt-4 space-y-4" aria-labelledby="quote-sources-heading">
          {quote.sources.map((source, index) => (
            <SourceItem key={source.id} source={source} primary={index === 0} />
          ))}
        </ol>
      ) : (
        <p className="mt-3 text-sm text-muted-foreground">No source is cited yet.</p>
      )}
    </section>
  );
}

function SourceItem({ source, primary }: { source: QuoteSource; primary: boolean }) {
  const details = [
    source.author,
    source.publication_date && formatHistoricDate(source.publication_date),
    source.location,
  ].filter(Boolean);
  return (
    <li className="border-l-2 border-primary/30 pl-3 text-sm leading-6" data-testid="quote-source">
      <p className="font-medium break-words">
        {isHttpUrl(source.url) ? (
          <a
            href={source.url}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-sm text-primary underline underline-offset-4 outline-none hover:no-underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {source.name}
            <ExternalLinkIcon aria-hidden="true" className="ml-1 inline size-3.5 align-[-2px]" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          <cite className="not-italic">{source.name}</cite>
        )}
        {primary && <span className="ml-2 text-xs font-normal text-muted-foreground">Primary source</span>}
      </p>
      <p className="text-muted-foreground">
        <span className="capitalize">{source.type}</span>
        {details.map((detail) => ` · ${detail}`)}
      </p>
      {source.description && <p className="mt-1 text-pretty">{source.description}</p>}
    </li>
  );
}
