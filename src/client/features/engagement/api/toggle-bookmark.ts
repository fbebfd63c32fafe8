import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "#client/lib/toast.ts";
import { ENGAGEMENT_TOASTS, type BookmarkState } from "#contracts/engagement.ts";
import { apiFetch } from "#client/lib/api.ts";
import { trackEvent } from "#client/lib/track-event.ts";
import { invalidatePersonalLists, patchCachedQuote } from "../engagement-cache.ts";
import { bookmarkPatch, latestToggles } from "../optimistic.ts";

/** POST /api/bookmarks: bookmarks a quote (again is fine). */
export function addBookmark(quoteId: string) {
  return apiFetch<BookmarkState>("/api/bookmarks", { method: "POST", json: { quote_id: quoteId } });
}

/** DELETE /api/bookmarks/{quoteId}. */
export function removeBookmark(quoteId: string) {
  return apiFetch<BookmarkState>(`/api/bookmarks/${encodeURIComponent(quoteId)}`, { method: "DELETE" });
}

export interface BookmarkToggle {
  quoteId: string;
  /** The state before the click, which a failure restores. */
  was: { bookmarked: boolean; bookmark_count: number };
}

/**
 * Bookmarks or un-bookmarks (the opposite of `was`), optimistically: every cached copy of the quote changes at
 * once and goes back if the call fails (docs/product/engagement.md), with the spec's toasts.
 */
export function useToggleBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ quoteId, was }: BookmarkToggle) => (was.bookmarked ? removeBookmark(quoteId) : addBookmark(quoteId)),
    onMutate: ({ quoteId, was }) => {
      trackEvent(was.bookmarked ? "bookmark_remove" : "bookmark_add", "quote_action", { quote_id: quoteId });
      patchCachedQuote(queryClient, quoteId, bookmarkPatch(!was.bookmarked));
      return { turn: latestToggles.start(`bookmark:${quoteId}`) };
    },
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
  });
}
