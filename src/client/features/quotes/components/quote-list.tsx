import type { ReactNode } from "react";
import { AlertCircleIcon, QuoteIcon, RotateCwIcon } from "lucide-react";
import { QUOTE_PAGE_SIZE } from "#contracts/constants.ts";
import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { formatCount, pluralize } from "#client/lib/utils.ts";
import { useCategories } from "../api/get-categories.ts";
import { useQuotes } from "../api/get-quotes.ts";
import { QuoteCard } from "./quote-card.tsx";
import { QuoteCardSkeleton } from "./quote-card-skeleton.tsx";

const GRID_CLASS = "grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3 lg:gap-6";

/** The quote grid with its loading, empty and error states and a "Load more" button. */
export function QuoteList() {
  const quotes = useQuotes();

  if (quotes.isPending) {
    return (
      <section aria-labelledby="quotes-heading" aria-busy="true">
        <QuotesHeading>
          <Skeleton className="h-5 w-40" />
        </QuotesHeading>
        <span className="sr-only" role="status">
          Loading quotes...
        </span>
        <div className={GRID_CLASS}>
          {Array.from({ length: 6 }, (_, index) => (
            <QuoteCardSkeleton key={index} />
          ))}
        </div>
      </section>
    );
  }

  if (quotes.isError) {
    return (
      <section aria-labelledby="quotes-heading">
        <QuotesHeading />
        <QuotesError
          message={quotes.error.message}
          onRetry={() => void quotes.refetch()}
          retrying={quotes.isFetching}
        />
      </section>
    );
  }

  const items = quotes.data.pages.flatMap((page) => page.quotes);
  const total = quotes.data.pages.at(-1)?.total ?? items.length;

  if (items.length === 0) {
    return (
      <section aria-labelledby="quotes-heading">
        <QuotesHeading />
        <QuotesEmpty />
      </section>
    );
  }

  return (
    <section aria-labelledby="quotes-heading">
      <QuotesHeading>
        <QuotesSummary total={total} />
      </QuotesHeading>
      <ul className={GRID_CLASS}>
        {items.map((quote) => (
          <li key={quote.id}>
            <QuoteCard quote={quote} />
          </li>
        ))}
        {quotes.isFetchingNextPage &&
          Array.from({ length: Math.min(QUOTE_PAGE_SIZE, total - items.length, 6) }, (_, index) => (
            <li key={`skeleton-${index}`} aria-hidden="true">
              <QuoteCardSkeleton />
            </li>
          ))}
      </ul>

      <div className="mt-8 flex flex-col items-center gap-3 text-center">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Showing {formatCount(items.length)} of {pluralize(total, "quote")}
        </p>
        {quotes.isFetchNextPageError && (
          <p role="alert" className="flex items-center gap-2 text-sm text-destructive">
            <AlertCircleIcon aria-hidden="true" className="size-4" />
            Failed to fetch quotes
          </p>
        )}
        {quotes.hasNextPage ? (
          <Button
            variant="outline"
            size="lg"
            onClick={() => void quotes.fetchNextPage()}
            disabled={quotes.isFetchingNextPage}
          >
            {quotes.isFetchingNextPage ? (
              <>
                <Spinner />
                Loading...
              </>
            ) : quotes.isFetchNextPageError ? (
              <>
                <RotateCwIcon aria-hidden="true" />
                Retry
              </>
            ) : (
              "Load more"
            )}
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">You have reached the end of the list.</p>
        )}
      </div>
    </section>
  );
}

function QuotesHeading({ children }: { children?: ReactNode }) {
  return (
    <div className="mb-4 flex min-h-7 flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
      <h2 id="quotes-heading" className="text-xl font-semibold tracking-tight">
        Latest quotes
      </h2>
      {children}
    </div>
  );
}

function QuotesSummary({ total }: { total: number }) {
  const categories = useCategories();
  const categoryCount = categories.data?.length ?? 0;
  return (
    <p className="text-sm text-muted-foreground" data-testid="quotes-total">
      <span className="font-medium text-foreground">{pluralize(total, "quote")}</span>
      {categoryCount > 0 && <> across {pluralize(categoryCount, "category", "categories")}</>}
    </p>
  );
}

function QuotesEmpty() {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed px-6 py-16 text-center">
      <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-muted">
        <QuoteIcon aria-hidden="true" className="size-6 text-muted-foreground" />
      </div>
      <h3 className="text-lg font-semibold">No quotes yet</h3>
      <p className="mt-2 max-w-sm text-sm text-muted-foreground">
        Quotes appear here once they have been reviewed and approved. Please check back soon.
      </p>
    </div>
  );
}

function QuotesError({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-xl border border-destructive/30 bg-destructive/5 px-6 py-16 text-center"
    >
      <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-destructive/10">
        <AlertCircleIcon aria-hidden="true" className="size-6 text-destructive" />
      </div>
      <h3 className="text-lg font-semibold">Failed to fetch quotes</h3>
      <p className="mt-2 max-w-md text-sm break-words text-muted-foreground">{message}</p>
      <Button className="mt-6" onClick={onRetry} disabled={retrying}>
        {retrying ? <Spinner /> : <RotateCwIcon aria-hidden="true" />}
        Retry
      </Button>
    </div>
  );
}
