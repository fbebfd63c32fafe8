import type { UseQueryResult } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { AlertCircleIcon, ArrowLeftIcon, ExternalLinkIcon, QuoteIcon, RotateCwIcon, SearchXIcon } from "lucide-react";
import type { QuoteDetail as QuoteDetailData } from "#contracts/quotes.ts";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { ApiError } from "#client/lib/api.ts";
import { usePageTitle } from "#client/lib/use-page-title.ts";
import { formatCount } from "#client/lib/utils.ts";
import { QuoteCard } from "./quote-card.tsx";

const linkClass =
  "rounded-sm font-medium text-primary underline underline-offset-4 outline-none hover:no-underline focus-visible:ring-[3px] focus-visible:ring-ring/50";

function isHttpUrl(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

const dateFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric" });

/** A quote page: loading, not found, error, or the quote with its details and related quotes. */
export function QuoteDetailView({ query }: { query: UseQueryResult<QuoteDetailData> }) {
  const quote = query.data;

  usePageTitle(quote ? `Quote by ${quote.author}` : "Quote");

  return (
    <div className="mx-auto max-w-3xl">
      <Button asChild variant="ghost" size="sm" className="-ml-3 mb-6 text-muted-foreground">
        <Link to="/">
          <ArrowLeftIcon aria-hidden="true" />
          All quotes
        </Link>
      </Button>
      {query.isPending ? (
        <QuoteDetailSkeleton />
      ) : query.isError ? (
        query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400) ? (
          <QuoteNotFound />
        ) : (
          <QuoteDetailError
            message={query.error.message}
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
          />
        )
      ) : (
        <QuoteDetailContent quote={query.data} />
      )}
    </div>
  );
}

function QuoteDetailContent({ quote }: { quote: QuoteDetailData }) {
  const source = quote.source;
  const created = new Date(quote.created_at);
  return (
    <>
      <article aria-labelledby="quote-heading">
        <h1 id="quote-heading" className="text-sm font-medium tracking-wide text-primary uppercase">
          Quote<span className="sr-only"> by {quote.author}</span>
        </h1>
        <figure className="mt-4 rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-10">
          <QuoteIcon aria-hidden="true" className="size-8 text-primary" />
          <blockquote className="mt-4 text-2xl leading-snug font-medium text-pretty break-words sm:text-3xl">
            <p>{quote.text}</p>
          </blockquote>
          <figcaption className="mt-6 text-lg text-muted-foreground">
            <span aria-hidden="true">— </span>
            <cite className="font-medium text-foreground not-italic">{quote.author}</cite>
            {source && (
              <span>
                {", "}
                {isHttpUrl(source.url) ? (
                  <a href={source.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
                    {source.name}
                  </a>
                ) : (
                  <span>{source.name}</span>
                )}
              </span>
            )}
          </figcaption>
        </figure>

        <div className="mt-6 flex flex-wrap items-center gap-2">
          <Badge className="capitalize" title="Category">
            {quote.category}
          </Badge>
          {quote.tags.length > 0 && (
            <ul aria-label="Tags" className="contents">
              {quote.tags.map((tag) => (
                <li key={tag} className="contents">
                  <Badge variant="outline" className="font-normal text-muted-foreground">
                    {tag}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </div>

        <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-8 gap-y-2 text-sm">
          <dt className="text-muted-foreground">Added</dt>
          <dd>
            <time dateTime={quote.created_at}>{dateFormat.format(created)}</time>
          </dd>
          <dt className="text-muted-foreground">Views</dt>
          <dd>{formatCount(quote.views)}</dd>
          {isHttpUrl(quote.reference_url) && (
            <>
              <dt className="text-muted-foreground">Reference</dt>
              <dd className="min-w-0">
                <a
                  href={quote.reference_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`${linkClass} inline-flex max-w-full items-center gap-1`}
                >
                  <span className="truncate">{new URL(quote.reference_url).host}</span>
                  <ExternalLinkIcon aria-hidden="true" className="size-3.5 shrink-0" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </dd>
            </>
          )}
        </dl>

        {quote.context && (
          <section className="mt-8">
            <h2 className="text-lg font-semibold tracking-tight">Context</h2>
            <p className="mt-2 leading-7 text-pretty text-muted-foreground">{quote.context}</p>
          </section>
        )}
        {quote.description && (
          <section className="mt-8">
            <h2 className="text-lg font-semibold tracking-tight">About this quote</h2>
            <p className="mt-2 leading-7 text-pretty text-muted-foreground">{quote.description}</p>
          </section>
        )}
      </article>

      {quote.related.length > 0 && (
        <section aria-labelledby="related-heading" className="mt-12">
          <h2 id="related-heading" className="text-xl font-semibold tracking-tight">
            Related quotes
          </h2>
          <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
            {quote.related.map((related) => (
              <li key={related.id}>
                <QuoteCard quote={related} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

function QuoteDetailSkeleton() {
  return (
    <div aria-busy="true">
      <span className="sr-only" role="status">
        Loading quote...
      </span>
      <Skeleton className="h-4 w-16" />
      <div className="mt-4 rounded-2xl border bg-card p-6 shadow-sm sm:p-10" aria-hidden="true">
        <Skeleton className="size-8" />
        <div className="mt-5 space-y-3">
          <Skeleton className="h-7 w-full" />
          <Skeleton className="h-7 w-4/5" />
        </div>
        <Skeleton className="mt-7 h-5 w-40" />
      </div>
      <div className="mt-6 flex gap-2" aria-hidden="true">
        <Skeleton className="h-5.5 w-20" />
        <Skeleton className="h-5.5 w-14" />
        <Skeleton className="h-5.5 w-16" />
      </div>
    </div>
  );
}

function QuoteNotFound() {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed px-6 py-16 text-center">
      <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-muted">
        <SearchXIcon aria-hidden="true" className="size-6 text-muted-foreground" />
      </div>
      <h1 className="text-2xl font-semibold tracking-tight">Quote not found</h1>
      <p className="mt-2 max-w-sm text-muted-foreground">
        This quote does not exist, or it is not published yet. It may be waiting for review.
      </p>
    </div>
  );
}

function QuoteDetailError({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-xl border border-destructive/30 bg-destructive/5 px-6 py-16 text-center"
    >
      <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-destructive/10">
        <AlertCircleIcon aria-hidden="true" className="size-6 text-destructive" />
      </div>
      <h1 className="text-2xl font-semibold tracking-tight">Failed to fetch quote</h1>
      <p className="mt-2 max-w-md text-sm break-words text-muted-foreground">{message}</p>
      <Button className="mt-6" onClick={onRetry} disabled={retrying}>
        {retrying ? <Spinner /> : <RotateCwIcon aria-hidden="true" />}
        Retry
      </Button>
    </div>
  );
}
