import { Suspense, useRef } from "react";
import { MessagesSquareIcon } from "lucide-react";
import { can } from "#contracts/permissions.ts";
import { COMMENT_MESSAGES } from "#contracts/comments.ts";
import type { QuoteViewer } from "#contracts/quote-rules.ts";
import { FetchError } from "#client/components/fetch-error.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { formatCount } from "#client/lib/utils.ts";
import { useComments } from "../api/get-comments.ts";
import { useNow } from "../use-now.ts";
import { CommentItem } from "./comment-item.tsx";
import { CommentSignInPrompt } from "./comment-sign-in-prompt.tsx";
import { EmptyState } from "#client/components/empty-state.tsx";
import { preloadable } from "#client/lib/preloadable.tsx";

// The comment box is for those signed in, whom the server never renders for: it loads when one is.
const { Component: CommentComposer } = preloadable<{ quoteId: string }>(() =>
  import("./comment-composer.tsx").then((module) => ({ default: module.CommentComposer })),
);

/**
 * A quote's comments: the total in the heading, a comment box for signed-in users (a sign-in prompt in the
 * same space for everyone else), the comments newest first and "Load more".
 */
export function CommentThread({
  quoteId,
  viewer,
  onSignIn,
}: {
  quoteId: string;
  viewer: QuoteViewer | null;
  onSignIn: () => void;
}) {
  const query = useComments(quoteId);
  const now = useNow(query.dataUpdatedAt || 0);
  const heading = useRef<HTMLHeadingElement>(null);
  const total = query.data?.pages.at(-1)?.total;
  const comments = query.data?.pages.flatMap((page) => page.comments) ?? [];
  const moderator = can(viewer?.role, "moderateComments");

  return (
    <section
      id="comments"
      aria-labelledby="comments-heading"
      className="mt-12 scroll-mt-24"
      data-testid="comment-thread"
    >
      <h2
        id="comments-heading"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-semibold tracking-tight outline-none"
      >
        Comments
        {total !== undefined && (
          <>
            {" "}
            <span className="text-base font-normal text-muted-foreground tabular-nums" data-testid="comment-total">
              ({formatCount(total)})
            </span>
          </>
        )}
      </h2>

      <div className="mt-4 flex min-h-35 flex-col">
        {viewer ? (
          <Suspense fallback={null}>
            <CommentComposer quoteId={quoteId} />
          </Suspense>
        ) : (
          <CommentSignInPrompt onSignIn={onSignIn} />
        )}
      </div>

      <div className="mt-6">
        {query.isPending ? (
          <CommentsSkeleton />
        ) : query.isError ? (
          <FetchError
            title={COMMENT_MESSAGES.fetchFailed}
            error={query.error}
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
          />
        ) : comments.length === 0 ? (
          <EmptyState
            compact
            icon={MessagesSquareIcon}
            title={COMMENT_MESSAGES.empty}
            hint={COMMENT_MESSAGES.emptyHint}
          />
        ) : (
          <>
            <ul className="space-y-3" aria-label="Comments, newest first">
              {comments.map((comment) => {
                const own = viewer?.id === comment.user_id;
                return (
                  <li key={comment.id}>
                    <CommentItem
                      comment={comment}
                      now={now}
                      own={own}
                      canEdit={own}
                      canDelete={own || moderator}
                      onDeleted={() => heading.current?.focus()}
                    />
                  </li>
                );
              })}
            </ul>
            {query.hasNextPage && (
              <div className="mt-4 flex flex-col items-center gap-2">
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => void query.fetchNextPage()}
                  disabled={query.isFetchingNextPage}
                >
                  {query.isFetchingNextPage && <Spinner />}
                  Load more comments
                </Button>
                {query.isFetchNextPageError && (
                  <p role="alert" className="text-sm text-red-700 dark:text-destructive">
                    {COMMENT_MESSAGES.fetchFailed}
                  </p>
                )}
              </div>
            )}
          </>
        )}
      </div>
    </section>
  );
}

function CommentsSkeleton() {
  return (
    <div aria-busy="true">
      <span className="sr-only" role="status">
        Loading comments...
      </span>
      <div className="space-y-3" aria-hidden="true">
        {[0, 1].map((i) => (
          <div key={i} className="rounded-xl border p-4">
            <div className="flex items-center gap-3">
              <Skeleton className="size-8 rounded-full" />
              <Skeleton className="h-4 w-32" />
            </div>
            <Skeleton className="mt-3 h-4 w-full" />
            <Skeleton className="mt-2 h-4 w-2/3" />
          </div>
        ))}
      </div>
    </div>
  );
}
