import type { ReactNode } from "react";
import { Link } from "@tanstack/react-router";
import { ArrowLeftIcon, RotateCwIcon, UserRoundXIcon } from "lucide-react";
import { AUTHOR_MESSAGES, type AuthorPage as AuthorPageData } from "#contracts/authors.ts";
import { can } from "#contracts/permissions.ts";
import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { FETCH_AUTHOR_ERROR, hasMisattributed, useAuthor } from "#client/features/authors/api/get-author.ts";
import { authorPageHead, authorPageTitle, authorPath } from "#client/features/authors/author-format.ts";
import { AuthorHeader } from "#client/features/authors/components/author-header.tsx";
import { EditAuthorButton } from "#client/features/authors/components/edit-author-button.tsx";
import { MisattributedQuotes } from "#client/features/authors/components/misattributed-quotes.tsx";
import { QuoteCard } from "#client/features/quotes/components/quote-card.tsx";
import { QuoteCardSkeleton } from "#client/features/quotes/components/quote-card-skeleton.tsx";
import { SITE_NAME, usePageHead, usePublicUrl } from "#client/lib/page-head.tsx";
import { WithQuoteSlots } from "../quote-slots.tsx";
import { useViewer } from "../use-viewer.ts";
import { PageContainer } from "./page.tsx";

function AuthorPageHead({ slug, page }: { slug: string; page: AuthorPageData | null | undefined }) {
  const publicUrl = usePublicUrl();
  usePageHead(
    page
      ? authorPageHead(page, publicUrl)
      : page === null
        ? { title: `${AUTHOR_MESSAGES.notFound} · ${SITE_NAME}`, status: 404 }
        : { title: authorPageTitle("Author"), canonicalPath: authorPath(slug) },
  );
  return null;
}

/**
 * `/author/{slug}`: an author's name, years and description, how sure the catalogue is of their quotes, their quotes
 * verified first, and the quotes misattributed to them; curators and admins may edit the years and description.
 */
export function AuthorPage({ slug }: { slug: string }) {
  const viewer = useViewer();
  const query = useAuthor(slug);
  const page = query.data?.pages[0];
  const own = query.data?.pages.flatMap((each) => each?.quotes ?? []) ?? [];
  // The quotes misattributed to them: a list of its own, asked for once the counts say there are any.
  const misattributedQuery = useAuthor(slug, "misattributed", hasMisattributed(page));
  const misattributed = misattributedQuery.data?.pages.flatMap((each) => each?.quotes ?? []) ?? [];
  return (
    <PageContainer>
      <AuthorPageHead slug={slug} page={query.isPending ? undefined : (page ?? null)} />
      <div className="mx-auto grid max-w-5xl gap-8">
        <Button asChild variant="ghost" size="sm" className="-ml-3 w-fit text-muted-foreground">
          <Link to="/">
            <ArrowLeftIcon aria-hidden="true" />
            All quotes
          </Link>
        </Button>
        {query.isPending ? (
          <div className="grid gap-8" role="status" aria-busy="true" aria-label="Loading this author's page">
            <div className="flex items-center gap-6">
              <Skeleton className="size-20 rounded-full" />
              <div className="grid flex-1 gap-3">
                <Skeleton className="h-9 w-60 max-w-full" />
                <Skeleton className="h-5 w-40" />
              </div>
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <QuoteCardSkeleton />
              <QuoteCardSkeleton />
            </div>
          </div>
        ) : query.isError ? (
          <div role="alert" className="flex flex-col items-start gap-4 rounded-xl border border-destructive/30 p-6">
            <p className="font-medium text-destructive">{FETCH_AUTHOR_ERROR}</p>
            <p className="text-sm text-muted-foreground">{query.error.message}</p>
            <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
              <RotateCwIcon aria-hidden="true" />
              Try again
            </Button>
          </div>
        ) : !page ? (
          <AuthorNotFound />
        ) : (
          <>
            <AuthorHeader
              page={page}
              actions={can(viewer?.role, "curateAttribution") ? <EditAuthorButton author={page.author} /> : null}
            />
            {own.length > 0 && (
              <section aria-labelledby="author-quotes-heading" className="grid gap-4">
                <h2 id="author-quotes-heading" className="text-xl font-semibold tracking-tight">
                  Quotes by {page.author.name}
                </h2>
                <WithQuoteSlots>
                  <ol className="grid gap-4 sm:grid-cols-2" aria-label="Their quotes" data-testid="author-quotes">
                    {own.map((quote) => (
                      <li key={quote.id} className="min-w-0" data-quote-id={quote.id}>
                        <QuoteCard quote={quote} viewer={viewer} className="h-full" />
                      </li>
                    ))}
                  </ol>
                </WithQuoteSlots>
                {query.hasNextPage && (
                  <LoadMore
                    loading={query.isFetchingNextPage}
                    onClick={() => void query.fetchNextPage()}
                    testId="author-load-more"
                  >
                    Load more quotes
                  </LoadMore>
                )}
              </section>
            )}
            {misattributedQuery.isError && (
              <div
                role="alert"
                className="flex flex-wrap items-center gap-3 rounded-xl border border-destructive/30 p-4"
              >
                <p className="text-sm text-muted-foreground">
                  The quotes misattributed to {page.author.name} could not be loaded.
                </p>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => void misattributedQuery.refetch()}
                  disabled={misattributedQuery.isFetching}
                >
                  <RotateCwIcon aria-hidden="true" />
                  Try again
                </Button>
              </div>
            )}
            {misattributed.length > 0 && (
              <MisattributedQuotes name={page.author.name} quotes={misattributed}>
                {misattributedQuery.hasNextPage && (
                  <LoadMore
                    loading={misattributedQuery.isFetchingNextPage}
                    onClick={() => void misattributedQuery.fetchNextPage()}
                    testId="author-load-more-misattributed"
                  >
                    Load more misattributed quotes
                  </LoadMore>
                )}
              </MisattributedQuotes>
            )}
          </>
        )}
      </div>
    </PageContainer>
  );
}

function LoadMore({
  loading,
  onClick,
  testId,
  children,
}: {
  loading: boolean;
  onClick: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Button variant="outline" className="justify-self-center" onClick={onClick} disabled={loading} data-testid={testId}>
      {loading && <Spinner />}
      {children}
    </Button>
  );
}

function AuthorNotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-10 text-center" data-testid="author-not-found">
      <div className="mb-6 flex size-14 items-center justify-center rounded-full bg-muted">
        <UserRoundXIcon aria-hidden="true" className="size-7 text-muted-foreground" />
      </div>
      <p className="text-sm font-medium text-primary">404</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight">{AUTHOR_MESSAGES.notFound}</h1>
      <p className="mt-3 text-muted-foreground">No published quote is attributed to anyone at this address.</p>
      <Button asChild className="mt-8">
        <Link to="/">
          <ArrowLeftIcon aria-hidden="true" />
          Back to quotes
        </Link>
      </Button>
    </div>
  );
}
