import { Link } from "@tanstack/react-router";
import { FlameIcon, RotateCwIcon, TrendingUpIcon } from "lucide-react";
import { TRENDING_WINDOW_LABELS, type TrendingWindow } from "#contracts/trending.ts";
import { Button } from "#client/components/ui/button.tsx";
import { QuoteCard } from "#client/features/quotes/components/quote-card.tsx";
import { QuoteCardSkeleton } from "#client/features/quotes/components/quote-card-skeleton.tsx";
import { FETCH_TRENDING_ERROR, useTrending } from "#client/features/trending/api/get-trending.ts";
import { WindowSwitcher } from "#client/features/trending/components/window-switcher.tsx";
import { TRENDING_DEFAULT_WINDOW } from "#contracts/trending.ts";
import { SITE_NAME, usePageHead } from "#client/lib/page-head.tsx";
import { useQuoteEditor } from "#client/features/quote-editor/components/quote-editor-provider.tsx";
import { WithQuoteSlots } from "../quote-slots.tsx";
import { useViewer } from "../use-viewer.ts";
import { PageContainer } from "./page.tsx";
import { EmptyState } from "#client/components/empty-state.tsx";

/** `/trending`: the quotes most read, reacted to, saved and shared in the chosen window, as normal cards. */
export function TrendingPage({ window }: { window: TrendingWindow }) {
  const viewer = useViewer();
  const { openEditor } = useQuoteEditor();
  const query = useTrending(window);
  usePageHead({
    title: `Trending quotes — last ${TRENDING_WINDOW_LABELS[window]} | ${SITE_NAME}`,
    description: `The quotes people on ${SITE_NAME} read, reacted to, saved and shared most in the last ${TRENDING_WINDOW_LABELS[window]}.`,
    canonicalPath: window === TRENDING_DEFAULT_WINDOW ? "/trending" : `/trending?window=${window}`,
  });
  return (
    <PageContainer>
      <div className="mb-8 flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
        <div className="max-w-2xl">
          <p className="flex items-center gap-2 text-sm font-medium tracking-wide text-primary uppercase">
            <TrendingUpIcon aria-hidden="true" className="size-4" />
            Right now
          </p>
          <h1 className="mt-2 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">Trending</h1>
          <p className="mt-3 text-base text-muted-foreground text-pretty sm:text-lg">
            The quotes people are reading, reacting to, saving and sharing most — recent attention counts more.
          </p>
        </div>
        <WindowSwitcher current={window} />
      </div>
      {query.isPending ? (
        <div
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          role="status"
          aria-busy="true"
          aria-label="Loading trending quotes"
        >
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <QuoteCardSkeleton key={i} />
          ))}
        </div>
      ) : query.isError ? (
        <div role="alert" className="flex flex-col items-start gap-4 rounded-xl border border-destructive/30 p-6">
          <p className="font-medium text-destructive">{FETCH_TRENDING_ERROR}</p>
          <p className="text-sm text-muted-foreground">{query.error.message}</p>
          <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
            <RotateCwIcon aria-hidden="true" className={query.isFetching ? "animate-spin" : undefined} />
            Try again
          </Button>
        </div>
      ) : query.data.quotes.length === 0 ? (
        <EmptyState
          icon={FlameIcon}
          titleAs="h2"
          title={`Nothing is trending in the last ${TRENDING_WINDOW_LABELS[window]}`}
          hint="Quotes show up here once people read, react to, bookmark or share them. Try a longer window, or find something worth passing on."
          testId="trending-empty"
        >
          <Button asChild className="mt-6">
            <Link to="/">Browse all quotes</Link>
          </Button>
        </EmptyState>
      ) : (
        <WithQuoteSlots>
          <ol
            className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
            aria-label={`Trending in the last ${TRENDING_WINDOW_LABELS[window]}`}
            data-window={window}
            data-testid="trending-quotes"
          >
            {query.data.quotes.map((quote) => (
              <li key={quote.id} className="min-w-0" data-quote-id={quote.id}>
                <QuoteCard quote={quote} viewer={viewer} onEdit={openEditor} className="h-full" />
              </li>
            ))}
          </ol>
        </WithQuoteSlots>
      )}
    </PageContainer>
  );
}
