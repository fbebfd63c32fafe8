import { Link } from "@tanstack/react-router";
import { ArrowLeftIcon, RotateCwIcon, UserRoundXIcon } from "lucide-react";
import { PROFILE_MESSAGES, type PublicProfile } from "#contracts/profiles.ts";
import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { FETCH_PROFILE_ERROR, useProfile } from "#client/features/profiles/api/get-profile.ts";
import { ProfileHeader } from "#client/features/profiles/components/profile-header.tsx";
import { QuoteCard } from "#client/features/quotes/components/quote-card.tsx";
import { QuoteCardSkeleton } from "#client/features/quotes/components/quote-card-skeleton.tsx";
import { SITE_NAME, usePageHead } from "#client/lib/page-head.tsx";
import { WithQuoteSlots } from "../quote-slots.tsx";
import { useViewer } from "../use-viewer.ts";
import { PageContainer } from "./page.tsx";

function UserPageHead({ id, profile }: { id: string; profile: PublicProfile | null | undefined }) {
  usePageHead(
    profile
      ? {
          title: `${profile.display_name} | ${SITE_NAME}`,
          description: `Quotes shared on ${SITE_NAME} by ${profile.display_name}.`,
          canonicalPath: `/users/${profile.id}`,
          ogType: "website",
        }
      : profile === null
        ? { title: `${PROFILE_MESSAGES.notFound} | ${SITE_NAME}`, status: 404 }
        : { title: `Member | ${SITE_NAME}`, canonicalPath: `/users/${encodeURIComponent(id)}` },
  );
  return null;
}

/** `/users/{id}`: a member's public page — name, member since, counts and their approved quotes. */
export function UserPage({ id }: { id: string }) {
  const viewer = useViewer();
  const query = useProfile(id);
  const profile = query.data?.pages[0];
  const quotes = query.data?.pages.flatMap((page) => page?.quotes ?? []) ?? [];
  return (
    <PageContainer>
      <UserPageHead id={id} profile={query.isPending ? undefined : (profile ?? null)} />
      <div className="mx-auto grid max-w-5xl gap-8">
        <Button asChild variant="ghost" size="sm" className="-ml-3 w-fit text-muted-foreground">
          <Link to="/">
            <ArrowLeftIcon aria-hidden="true" />
            All quotes
          </Link>
        </Button>
        {query.isPending ? (
          <div className="grid gap-8" role="status" aria-busy="true" aria-label="Loading this member's page">
            <div className="flex items-center gap-6">
              <Skeleton className="size-20 rounded-full" />
              <div className="grid flex-1 gap-3">
                <Skeleton className="h-9 w-60" />
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
            <p className="font-medium text-destructive">{FETCH_PROFILE_ERROR}</p>
            <p className="text-sm text-muted-foreground">{query.error.message}</p>
            <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
              <RotateCwIcon aria-hidden="true" />
              Try again
            </Button>
          </div>
        ) : !profile ? (
          <MemberNotFound />
        ) : (
          <>
            <ProfileHeader profile={profile} />
            <section aria-labelledby="member-quotes-heading" className="grid gap-4">
              <h2 id="member-quotes-heading" className="text-xl font-semibold tracking-tight">
                Quotes shared by {profile.display_name}
              </h2>
              {quotes.length === 0 ? (
                <p className="rounded-xl border border-dashed p-10 text-center text-muted-foreground">
                  No published quotes yet.
                </p>
              ) : (
                <WithQuoteSlots>
                  <ol className="grid gap-4 sm:grid-cols-2" aria-label="Their quotes" data-testid="profile-quotes">
                    {quotes.map((quote) => (
                      <li key={quote.id} className="min-w-0" data-quote-id={quote.id}>
                        <QuoteCard quote={quote} viewer={viewer} className="h-full" />
                      </li>
                    ))}
                  </ol>
                </WithQuoteSlots>
              )}
              {query.hasNextPage && (
                <Button
                  variant="outline"
                  className="justify-self-center"
                  onClick={() => void query.fetchNextPage()}
                  disabled={query.isFetchingNextPage}
                >
                  {query.isFetchingNextPage && <Spinner />}
                  Show more quotes
                </Button>
              )}
            </section>
          </>
        )}
      </div>
    </PageContainer>
  );
}

function MemberNotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-10 text-center" data-testid="member-not-found">
      <div className="mb-6 flex size-14 items-center justify-center rounded-full bg-muted">
        <UserRoundXIcon aria-hidden="true" className="size-7 text-muted-foreground" />
      </div>
      <p className="text-sm font-medium text-primary">404</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight">{PROFILE_MESSAGES.notFound}</h1>
      <p className="mt-3 text-muted-foreground">There is no member page at this address.</p>
      <Button asChild className="mt-8">
        <Link to="/">
          <ArrowLeftIcon aria-hidden="true" />
          Back to quotes
        </Link>
      </Button>
    </div>
  );
}
