import type { QueryClient } from "@tanstack/react-query";
import { toast } from "#client/lib/toast.ts";
import type { ReactionType } from "#contracts/constants.ts";
import {
  ENGAGEMENT_TOASTS,
  type BookmarkState,
  type ReactionCounts,
  type ReactionSummary,
} from "#contracts/engagement.ts";
import { apiFetch } from "#client/lib/api.ts";
import { trackEvent } from "#client/lib/track-event.ts";
import { holdQuoteFetches, invalidatePersonalLists, patchCachedQuote } from "./engagement-cache.ts";
import { bookmarkPatch, latestToggles, reactionPatch } from "./optimistic.ts";

/**
 * What a bookmark or reaction click does (api/toggle-bookmark.ts, api/react-to-quote.ts): loaded with the first
 * click, or when a signed-in page is idle. Each runs as a mutation of the page's query client, optimistically:
 * every cached copy of the quote changes at once and goes back if the call fails (docs/product/engagement.md),
 * with the spec's toasts.
 */

export interface BookmarkToggle {
  quoteId: string;
  /** The state before the click, which a failure restores. */
  was: { bookmarked: boolean; bookmark_count: number };
}

export interface ReactionChoice {
  quoteId: string;
  chosen: ReactionType;
  /** The state before the click, which a failure restores. */
  was: { reaction_counts: ReactionCounts; user_reaction: ReactionType | null };
}

/** POST /api/bookmarks: bookmarks a quote (again is fine). */
export function addBookmark(quoteId: string) {
  return apiFetch<BookmarkState>("/api/bookmarks", { method: "POST", json: { quote_id: quoteId } });
}

/** DELETE /api/bookmarks/{quoteId}. */
export function removeBookmark(quoteId: string) {
  return apiFetch<BookmarkState>(`/api/bookmarks/${encodeURIComponent(quoteId)}`, { method: "DELETE" });
}

/** POST /api/quotes/{id}/reactions: the same type again removes it, another replaces the old one. */
export function reactToQuote(quoteId: string, reactionType: ReactionType) {
  return apiFetch<ReactionSummary>(`/api/quotes/${encodeURIComponent(quoteId)}/reactions`, {
    method: "POST",
    json: { reaction_type: reactionType },
  });
}

/** Runs a mutation in the client's mutation cache, as `useMutation`'s `mutate` does (a failure is handled by its options). */
function run<TData, TVariables, TContext>(
  queryClient: QueryClient,
  options: {
    mutationFn: (variables: TVariables) => Promise<TData>;
    onMutate: (variables: TVariables) => Promise<TContext>;
    onError: (error: Error, variables: TVariables, context: TContext | undefined) => void;
    onSuccess: (data: TData, variables: TVariables, context: TContext) => void;
    /** Once the call succeeded or failed, with what onMutate answered. */
    onSettled: (context: TContext | undefined) => void;
  },
  variables: TVariables,
) {
  const { onSettled, ...rest } = options;
  const mutation = queryClient.getMutationCache().build<TData, Error, TVariables, TContext>(queryClient, {
    ...rest,
    onSettled: (_data, _error, _variables, context) => onSettled(context),
  });
  mutation.execute(variables).catch(() => {});
}

/** Bookmarks or un-bookmarks (the opposite of `was`). */
export function toggleBookmark(queryClient: QueryClient, toggle: BookmarkToggle) {
  run(
    queryClient,
    {
      mutationFn: ({ quoteId, was }: BookmarkToggle) =>
        was.bookmarked ? removeBookmark(quoteId) : addBookmark(quoteId),
      onMutate: async ({ quoteId, was }) => {
        trackEvent(was.bookmarked ? "bookmark_remove" : "bookmark_add", "quote_action", { quote_id: quoteId });
        const turn = latestToggles.start(`bookmark:${quoteId}`);
        const refetch = await holdQuoteFetches(queryClient);
        patchCachedQuote(queryClient, quoteId, bookmarkPatch(!was.bookmarked));
        return { turn, refetch };
      },
      onSettled: (context) => void context?.refetch(),
      onError: (_error, { quoteId, was }, context) => {
        if (context && latestToggles.isLatest(`bookmark:${quoteId}`, context.turn)) {
          patchCachedQuote(queryClient, quoteId, (quote) => ({ ...quote, ...was }));
        }
        toast.error(was.bookmarked ? ENGAGEMENT_TOASTS.bookmarkRemoveFailed : ENGAGEMENT_TOASTS.bookmarkAddFailed, {
          id: "bookmark",
        });
      },
      onSuccess: (state, { quoteId }, context) => {
        if (latestToggles.isLatest(`bookmark:${quoteId}`, context.turn)) {
          patchCachedQuote(queryClient, quoteId, (quote) => ({
            ...quote,
            bookmarked: state.bookmarked,
            bookmark_count: state.bookmark_count,
          }));
        }
        toast.success(state.bookmarked ? ENGAGEMENT_TOASTS.bookmarkAdded : ENGAGEMENT_TOASTS.bookmarkRemoved, {
          id: "bookmark",
        });
        void invalidatePersonalLists(queryClient);
      },
    },
    toggle,
  );
}

/** Reacts (docs/product/engagement.md): counts and the caller's reaction change at once, and go back on failure. */
export function chooseReaction(queryClient: QueryClient, choice: ReactionChoice) {
  run(
    queryClient,
    {
      mutationFn: ({ quoteId, chosen }: ReactionChoice) => reactToQuote(quoteId, chosen),
      onMutate: async ({ quoteId, chosen }) => {
        trackEvent("reaction", "quote_action", { quote_id: quoteId, reaction_type: chosen });
        const turn = latestToggles.start(`reaction:${quoteId}`);
        const refetch = await holdQuoteFetches(queryClient);
        patchCachedQuote(queryClient, quoteId, reactionPatch(chosen));
        return { turn, refetch };
      },
      onSettled: (context) => void context?.refetch(),
      onError: (_error, { quoteId, was }, context) => {
        if (context && latestToggles.isLatest(`reaction:${quoteId}`, context.turn)) {
          patchCachedQuote(queryClient, quoteId, (quote) => ({ ...quote, ...was }));
        }
        toast.error(ENGAGEMENT_TOASTS.reactionFailed, { id: "reaction" });
      },
      onSuccess: (summary, { quoteId }, context) => {
        if (latestToggles.isLatest(`reaction:${quoteId}`, context.turn)) {
          patchCachedQuote(queryClient, quoteId, (quote) => ({
            ...quote,
            reaction_counts: summary.reactions,
            user_reaction: summary.userReaction,
          }));
        }
        void invalidatePersonalLists(queryClient);
      },
    },
    choice,
  );
}
