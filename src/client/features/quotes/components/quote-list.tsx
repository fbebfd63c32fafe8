import { Suspense, useDeferredValue, useEffect, useRef, useState, type ReactNode } from "react";
import { AlertCircleIcon, RotateCwIcon } from "lucide-react";
import { QUOTE_PAGE_SIZE } from "#contracts/constants.ts";
import type { QuoteListItem } from "#contracts/quotes.ts";
import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { whenIdle } from "#client/lib/idle.ts";
import { preloadable } from "#client/lib/preloadable.tsx";
import { StateLink } from "#client/lib/state-link.tsx";
import { formatCount, pluralize } from "#client/lib/utils.ts";
import { FETCH_QUOTES_ERROR, useQuotes } from "../api/get-quotes.ts";
import {
  DEFAULT_DISPLAY,
  DEFAULT_SORT,
  DEFAULT_VIEW,
  MAX_LIST_PAGE,
  type DisplayMode,
  type QuoteView,
  type QuotesApiFilters,
} from "../search-params.ts";
import type { FilterChip } from "../chips.ts";
import type { QuoteViewer } from "#contracts/quote-rules.ts";
import { QuoteCard } from "./quote-card.tsx";
import type { QuoteCardSkeletonProps } from "./quote-card-skeleton.tsx";
import type { QuoteListStateProps } from "./quote-list-states.tsx";

// The skeletons, and the empty and error states: loaded when the page is idle or when shown, and by the server
// before it renders.
const skeleton = preloadable<QuoteCardSkeletonProps>(
  () => import("./quote-card-skeleton.tsx").then((module) => ({ default: module.QuoteCardSkeleton })),
  { server: true },
);
const QuoteCardSkeleton = skeleton.Component;
const states = preloadable<QuoteListStateProps>(() => import("./quote-list-states.tsx"), { server: true });
const LoadedState = states.Component;

/** Loads the list's skeletons and empty and error states. */
export function preloadQuoteListParts(): Promise<unknown> {
  return Promise.all([skeleton.preload(), states.preload()]);
}
const ListState = (props: QuoteListStateProps) => (
  <Suspense fallback={null}>
    <LoadedState {...props} />
  </Suspense>
);

const LIST_CLASS: Record<QuoteView, string> = {
  grid: "grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3 lg:gap-6",
  list: "flex flex-col gap-3",
};

const SKELETON_COUNT = 6;

export interface QuoteListProps {
  /** The API filters (see apiQueryFromFilters). */
  query?: QuotesApiFilters;
  /** The active filters, for the results summary and the empty state. */
  chips?: FilterChip[];
  onClearFilters?: () => void;
  display?: DisplayMode;
  view?: QuoteView;
  viewer?: QuoteViewer | null;
  onEdit?: (quote: QuoteListItem) => void;
  /** The list's heading ("Latest quotes"). */
  heading?: string;
  /** Controls beside the heading (view and display). */
  actions?: ReactNode;
  /** The page of results the list starts at (a `page` link; 1 for the top). */
  page?: number;
  /**
   * The URL of the list from a given page: with it, "Load more" is a link there (it works before the app has
   * started and without JavaScript; in the app it loads the next page in place), and so is Clear filters.
   */
  pageHref?: (page: number) => string;
  /** The URL of the list without filters (Clear filters' link). */
  clearHref?: string;
  /** Goes to a page of results (the link back to the first page). */
  onPageChange?: (page: number) => void;
}

/**
 * The quote results: skeletons while loading, the cards, "Load more" (after which more pages load as the
 * end of the list scrolls into view), an empty state with a way out, and `Failed to fetch quotes` with Retry.
 * The count is announced politely to screen readers.
 */
export function QuoteList({
  query = { sort: DEFAULT_SORT },
  chips = [],
  onClearFilters,
  display: chosenDisplay = DEFAULT_DISPLAY,
  view: chosenView = DEFAULT_VIEW,
  viewer,
  onEdit,
  heading = "Latest quotes",
  actions,
  page = 1,
  pageHref,
  clearHref,
  onPageChange,
}: QuoteListProps) {
  // Another view or display mode lays every card out anew: that render waits until the frame showing the
  // control's new state (in `actions`) has been painted, and yields to input while it runs.
  const view = useDeferredValue(chosenView);
  const display = useDeferredValue(chosenDisplay);
  const startOffset = (page - 1) * QUOTE_PAGE_SIZE;
  useEffect(() => whenIdle(() => void preloadQuoteListParts()), []);
  const quotes = useQuotes(query, QUOTE_PAGE_SIZE, startOffset);
  const items = quotes.data?.pages.flatMap((page) => page.quotes) ?? [];
  // The page a "Load more" link goes to: the one after those loaded (a link can reach the offset-paged ones).
  const nextPage = page + (quotes.data?.pages.length ?? 1);
  const total = quotes.data?.pages.at(-1)?.total ?? 0;
  const hasFilters = chips.length > 0;

  // "Load more" once, and further pages load by themselves as the end of the list comes into view.
  // Until then the footer stays reachable. A new set of filters asks again.
  const queryKey = JSON.stringify(query);
  const [autoLoadFor, setAutoLoadFor] = useState<string | null>(null);
  const autoLoad = autoLoadFor === queryKey;
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = quotes;
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = sentinel.current;
    if (!autoLoad || !target || !hasNextPage || isFetchNextPageError || typeof IntersectionObserver === "undefined") {
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [autoLoad, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  const loadMore = () => {
    setAutoLoadFor(queryKey);
    void fetchNextPage();
  };

  const loadMoreLabel = isFetchingNextPage ? (
    <>
      <Spinner />
      Loading...
    </>
  ) : isFetchNextPageError ? (
    <>
      <RotateCwIcon aria-hidden="true" />
      Retry
    </>
  ) : (
    "Load more"
  );

  let summary: ReactNode;
  let body: ReactNode;
  if (quotes.isPending) {
    summary = <Skeleton className="h-5 w-40" />;
    body = (
      <div className={LIST_CLASS[view]} aria-hidden="true">
        <Suspense fallback={null}>
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <QuoteCardSkeleton key={index} display={display} layout={view} />
          ))}
        </Suspense>
      </div>
    );
  } else if (quotes.isError) {
    summary = null;
    body = (
      <ListState
        kind="error"
        message={quotes.error.message}
        onRetry={() => void quotes.refetch()}
        retrying={quotes.isFetching}
      />
    );
  } else if (items.length === 0 && page > 1 && total > 0) {
    summary = <SummaryText total={total} chips={chips} />;
    body = <ListState kind="past-the-end" href={pageHref?.(1)} onFirstPage={() => onPageChange?.(1)} />;
  } else if (items.length === 0) {
    summary = <SummaryText total={0} chips={chips} />;
    body = hasFilters ? (
      <ListState kind="no-match" onClear={onClearFilters} clearHref={clearHref} />
    ) : (
      <ListState kind="empty" />
    );
  } else {
    summary = <SummaryText total={total} chips={chips} />;
    body = (
      <>
        <ul className={LIST_CLASS[view]} data-testid="quote-list" data-view={view} data-display={display}>
          {items.map((quote) => (
            <li key={quote.id} className="min-w-0">
              <QuoteCard quote={quote} display={display} layout={view} viewer={viewer} onEdit={onEdit} />
            </li>
          ))}
          {isFetchingNextPage && (
            <Suspense fallback={null}>
              {Array.from(
                { length: Math.min(QUOTE_PAGE_SIZE, total - startOffset - items.length, SKELETON_COUNT) },
                (_, index) => (
                  <li key={`skeleton-${index}`} aria-hidden="true">
                    <QuoteCardSkeleton display={display} layout={view} />
                  </li>
                ),
              )}
            </Suspense>
          )}
        </ul>
        <div ref={sentinel} aria-hidden="true" />
        <div className="mt-8 flex flex-col items-center gap-3 text-center">
          <p className="text-sm text-muted-foreground" data-testid="quotes-progress">
            {startOffset > 0 ? (
              <>
                Showing {formatCount(startOffset + 1)}–{formatCount(startOffset + items.length)} of{" "}
                {pluralize(total, "quote")}
              </>
            ) : (
              <>
                Showing {formatCount(items.length)} of {pluralize(total, "quote")}
              </>
            )}
          </p>
          {isFetchNextPageError && (
            <p role="alert" className="flex items-center gap-2 text-sm text-destructive">
              <AlertCircleIcon aria-hidden="true" className="size-4" />
              {FETCH_QUOTES_ERROR}
            </p>
          )}
          {hasNextPage ? (
            pageHref && nextPage <= MAX_LIST_PAGE ? (
              // A link to the next page's URL, which the server renders: "Load more" without JavaScript too.
              <Button
                asChild
                variant="outline"
                size="lg"
                className="aria-disabled:pointer-events-none aria-disabled:opacity-50"
              >
                <StateLink
                  href={pageHref(nextPage)}
                  onNavigate={() => {
                    if (!isFetchingNextPage) loadMore();
                  }}
                  aria-disabled={isFetchingNextPage || undefined}
                  data-testid="load-more"
                >
                  {loadMoreLabel}
                </StateLink>
              </Button>
            ) : (
              <Button
                variant="outline"
                size="lg"
                onClick={loadMore}
                disabled={isFetchingNextPage}
                data-testid="load-more"
              >
                {loadMoreLabel}
              </Button>
            )
          ) : startOffset + items.length < total ? (
            <p className="text-sm text-muted-foreground">Narrow your search to see the other matches.</p>
          ) : (
            <p className="text-sm text-muted-foreground">You have reached the end of the list.</p>
          )}
        </div>
      </>
    );
  }

  return (
    <section aria-labelledby="quotes-heading" aria-busy={quotes.isPending || undefined}>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-x-4 gap-y-3">
        <div className="min-w-0">
          {/* scroll-mt: a page link's #quotes-heading lands below the sticky header. */}
          <h2 id="quotes-heading" className="scroll-mt-20 text-xl font-semibold tracking-tight">
            {heading}
          </h2>
          <div
            role="status"
            aria-live="polite"
            className="mt-1 flex min-h-5 items-center text-sm text-muted-foreground"
            data-testid="quotes-summary"
          >
            {quotes.isPending && <span className="sr-only">Loading quotes...</span>}
            {summary}
          </div>
        </div>
        {actions && <div className="flex items-center gap-2">{actions}</div>}
      </div>
      {body}
    </section>
  );
}

function SummaryText({ total, chips }: { total: number; chips: FilterChip[] }) {
  return (
    <p data-testid="quotes-total">
      <span className="font-medium text-foreground">{pluralize(total, "quote")}</span>
      {chips.length > 0 && <> for {chips.map((chip) => chip.label).join(", ")}</>}
    </p>
  );
}
