import { Link } from "@tanstack/react-router";
import { ArrowLeftIcon } from "lucide-react";
import { LIST_MESSAGES } from "#contracts/lists.ts";
import { useList } from "#client/features/lists/api/get-list.ts";
import { ListNotFound, ListPageHead, ListPageHeader } from "#client/features/lists/components/list-page-header.tsx";
import { QuoteCard } from "#client/features/quotes/components/quote-card.tsx";
import { QuoteCardSkeleton } from "#client/features/quotes/components/quote-card-skeleton.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { WithQuoteSlots } from "../quote-slots.tsx";
import { useViewer } from "../use-viewer.ts";
import { PageContainer } from "./page.tsx";

/** A saved list's page (`/list/{id}`): rendered on the server for public lists; private ones only for their owner. */
export function ListPage({ id }: { id: string }) {
  const viewer = useViewer();
  const query = useList(id);
  return (
    <PageContainer>
      <ListPageHead list={query.data} />
      <div className="mx-auto grid max-w-5xl gap-8">
        <Button asChild variant="ghost" size="sm" className="-ml-3 w-fit text-muted-foreground">
          <Link to="/">
            <ArrowLeftIcon aria-hidden="true" />
            All quotes
          </Link>
        </Button>
        {query.isPending ? (
          <div className="grid gap-4 sm:grid-cols-2" aria-busy="true">
            <QuoteCardSkeleton />
            <QuoteCardSkeleton />
          </div>
        ) : query.isError ? (
          <p role="alert" className="text-destructive">
            {query.error.message}
          </p>
        ) : query.data === null ? (
          <ListNotFound />
        ) : (
          <>
            <ListPageHeader list={query.data} />
            {query.data.quotes.length === 0 ? (
              <p className="rounded-xl border border-dashed p-10 text-center text-muted-foreground">
                {LIST_MESSAGES.emptyList}
              </p>
            ) : (
              <WithQuoteSlots>
                <ol className="grid gap-4 sm:grid-cols-2" aria-label="Quotes in this list" data-testid="list-quotes">
                  {query.data.quotes.map((quote) => (
                    <li key={quote.id} className="min-w-0">
                      <QuoteCard quote={quote} viewer={viewer} />
                    </li>
                  ))}
                </ol>
              </WithQuoteSlots>
            )}
          </>
        )}
      </div>
    </PageContainer>
  );
}
