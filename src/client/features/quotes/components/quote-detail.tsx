import { Suspense } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ArrowLeftIcon, ExternalLinkIcon, QuoteIcon } from "lucide-react";
import type { Quote, QuoteDetail as QuoteDetailData } from "#contracts/quotes.ts";
import { badgeVariants } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { cn, formatCount } from "#client/lib/utils.ts";
import { QuoteActions } from "./quote-actions.tsx";
import { FilterLink } from "./filter-link.tsx";
import { AuthorLink } from "./author-link.tsx";
import { isHttpUrl } from "#client/lib/http-url.ts";
import { AttributionBadge } from "#client/components/attribution-badge.tsx";
import { misattributionLine } from "#contracts/attribution-wording.ts";
import { LazyQuoteStatusBadge as QuoteStatusBadge } from "#client/components/lazy-quote-status-badge.tsx";
import { canEditQuote, ownerBadgeStatus, type QuoteViewer } from "#contracts/quote-rules.ts";
import { QuoteCard } from "./quote-card.tsx";
import { hasAudio, QuoteSlot } from "#client/lib/quote-slots.tsx";
import { BACKGROUND_VEIL, quoteBackgroundStyle } from "#client/lib/quote-background.ts";
import { formatLongDate } from "#client/lib/dates.ts";
import { textLanguageProps } from "#client/lib/quote-language.ts";
import { preloadable } from "#client/lib/preloadable.tsx";
import type { QuoteDetailStateProps } from "./quote-detail-states.tsx";
import { QuoteDetailHead } from "./quote-detail-head.tsx";
import { useQuoteDetailParts } from "./quote-detail-parts.tsx";

export { FETCH_QUOTE_ERROR, QUOTE_NOT_FOUND } from "./quote-detail-messages.ts";

// Loading, not found and failed: loaded when shown, and by the server before it renders.
const { Component: LoadedState } = preloadable<QuoteDetailStateProps>(() => import("./quote-detail-states.tsx"), {
  server: true,
});
const DetailState = (props: QuoteDetailStateProps) => (
  <Suspense fallback={null}>
    <LoadedState {...props} />
  </Suspense>
);

const linkClass =
  "rounded-sm font-medium text-primary underline underline-offset-4 outline-none hover:no-underline focus-visible:ring-[3px] focus-visible:ring-ring/50";

export interface QuoteDetailViewProps {
  /** The quote, or null when there is no such quote (or it is not visible to this viewer). */
  query: UseQueryResult<QuoteDetailData | null>;
  viewer?: QuoteViewer | null;
  onEdit?: (quote: Quote) => void;
}

/** A quote page: loading, not found, error, or the quote with its details and related quotes. */
export function QuoteDetailView({ query, viewer, onEdit }: QuoteDetailViewProps) {
  return (
    <div className="mx-auto max-w-3xl">
      <QuoteDetailHead query={query} />
      <Button asChild variant="ghost" size="sm" className="-ml-3 mb-6 text-muted-foreground">
        <Link to="/">
          <ArrowLeftIcon aria-hidden="true" />
          All quotes
        </Link>
      </Button>
      {query.isPending ? (
        <DetailState kind="loading" />
      ) : query.isError ? (
        <DetailState
          kind="error"
          message={query.error.message}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : query.data === null ? (
        <DetailState kind="not-found" />
      ) : (
        <QuoteDetailContent quote={query.data} viewer={viewer} onEdit={onEdit} />
      )}
    </div>
  );
}

const tagClass = cn(
  badgeVariants({ variant: "outline" }),
  "font-normal text-muted-foreground hover:border-primary/40 hover:bg-accent hover:text-accent-foreground",
);

function QuoteDetailContent({
  quote,
  viewer,
  onEdit,
}: {
  quote: QuoteDetailData;
  viewer?: QuoteViewer | null;
  onEdit?: (quote: Quote) => void;
}) {
  const source = quote.source;
  const misattributed = misattributionLine(quote.attribution, quote.author);
  const badge = ownerBadgeStatus(viewer, quote);
  const background = quoteBackgroundStyle(quote.background_url);
  const editable = onEdit !== undefined && canEditQuote(viewer, quote);
  const parts = useQuoteDetailParts(quote);
  return (
    <>
      <article aria-labelledby="quote-heading" data-testid="quote-detail">
        <div className="flex flex-wrap items-center gap-3">
          <h1 id="quote-heading" className="text-sm font-medium tracking-wide text-primary uppercase">
            Quote<span className="sr-only"> by {quote.author}</span>
          </h1>
          {badge && <QuoteStatusBadge status={badge} />}
        </div>
        <figure
          className={cn(
            "mt-4 overflow-hidden rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-10",
            background && cn(BACKGROUND_VEIL, "before:rounded-2xl"),
          )}
          style={background}
          data-testid="quote-detail-figure"
          data-background={background ? quote.background_url : undefined}
        >
          <div className="flex items-start justify-between gap-4">
            <QuoteIcon aria-hidden="true" className="size-8 text-primary" />
            <QuoteActions quote={quote} onEdit={editable ? onEdit : undefined} />
          </div>
          <blockquote
            className="mt-4 text-[calc(var(--quote-font-size)*4/3)] leading-snug font-medium text-pretty break-words whitespace-pre-line sm:text-[calc(var(--quote-font-size)*5/3)]"
            data-testid="quote-text"
            {...textLanguageProps(quote.language)}
          >
            <p>{quote.text}</p>
          </blockquote>
          <figcaption className="mt-6 text-lg text-muted-foreground">
            <span aria-hidden="true">— </span>
            <cite className="font-medium text-foreground not-italic">
              <AuthorLink quote={quote} className="hover:text-primary hover:underline" />
            </cite>
            {/* The source beside a misattributed quote's named author would credit them with it. */}
            {source && !misattributed && (
              <>
                {", "}
                <span className="italic">{source.name}</span>
              </>
            )}{" "}
            <AttributionBadge status={quote.attribution.status} />
            {misattributed && (
              <span className="mt-1 block text-base" data-testid="misattribution">
                {misattributed}
              </span>
            )}
            {parts.credit}
          </figcaption>
          {hasAudio(quote) && (
            <div className="mt-6 border-t pt-4">
              <QuoteSlot name="detailAudio" quote={quote} />
            </div>
          )}
        </figure>
        {parts.versions}
        <QuoteSlot name="detailActions" quote={quote} />

        <div className="mt-6 flex flex-wrap items-center gap-2">
          <FilterLink
            kind="category"
            value={quote.category}
            className={cn(badgeVariants({ variant: "default" }), "capitalize hover:bg-primary-hover")}
          >
            <span className="sr-only">Category: </span>
            {quote.category}
          </FilterLink>
          {quote.tags.length > 0 && (
            <ul aria-label="Tags" className="contents">
              {quote.tags.map((tag) => (
                <li key={tag} className="contents">
                  <FilterLink kind="tag" value={tag} className={tagClass}>
                    {tag}
                  </FilterLink>
                </li>
              ))}
            </ul>
          )}
          <div className="ml-auto flex items-center gap-1">
            <QuoteSlot name="detailTranslate" quote={quote} />
            <QuoteSlot name="detailTagActions" quote={quote} />
          </div>
        </div>

        <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-8 gap-y-2 text-sm">
          <dt className="text-muted-foreground">Added</dt>
          <dd>
            <time dateTime={quote.created_at}>{formatLongDate(quote.created_at)}</time>
          </dd>
          {quote.submitted_by && (
            <>
              <dt className="text-muted-foreground">Submitted by</dt>
              <dd className="min-w-0">
                <Link
                  to="/users/$id"
                  params={{ id: quote.submitted_by.id }}
                  className="font-medium break-words text-primary underline-offset-4 hover:underline"
                  data-testid="quote-submitter"
                >
                  {quote.submitted_by.display_name}
                </Link>
              </dd>
            </>
          )}
          <dt className="text-muted-foreground">Views</dt>
          <dd>{formatCount(quote.views)}</dd>
          {isHttpUrl(quote.reference_url) && (
            <>
              <dt className="text-muted-foreground">Reference</dt>
              <dd className="min-w-0">
                <ExternalLink href={quote.reference_url}>{new URL(quote.reference_url).host}</ExternalLink>
              </dd>
            </>
          )}
        </dl>

        {quote.context && (
          <section className="mt-8" aria-labelledby="quote-context-heading">
            <h2 id="quote-context-heading" className="text-lg font-semibold tracking-tight">
              Context
            </h2>
            <p className="mt-2 leading-7 text-pretty whitespace-pre-line text-muted-foreground">{quote.context}</p>
          </section>
        )}
        {quote.description && (
          <section className="mt-8" aria-labelledby="quote-description-heading">
            <h2 id="quote-description-heading" className="text-lg font-semibold tracking-tight">
              About this quote
            </h2>
            <p className="mt-2 leading-7 text-pretty whitespace-pre-line text-muted-foreground">{quote.description}</p>
          </section>
        )}
        {parts.sources}
        <QuoteSlot name="detailAttribution" quote={quote} />
      </article>

      <QuoteSlot name="detailSections" quote={quote} />

      {quote.related.length > 0 && (
        <section aria-labelledby="related-heading" className="mt-12">
          <h2 id="related-heading" className="text-xl font-semibold tracking-tight">
            Related quotes
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">By the same author or on the same themes.</p>
          <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2" data-testid="related-quotes">
            {quote.related.map((related) => (
              <li key={related.id} className="min-w-0">
                <QuoteCard quote={related} viewer={viewer} onEdit={onEdit} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

function ExternalLink({ href, children }: { href: string; children: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`${linkClass} inline-flex max-w-full items-center gap-1`}
    >
      <span className="truncate">{children}</span>
      <ExternalLinkIcon aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
