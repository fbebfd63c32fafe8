import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { COMMENT_PAGE_SIZE } from "#contracts/constants.ts";
import type { CommentList } from "#contracts/comments.ts";
import { apiFetch, withQuery } from "#client/lib/api.ts";
import { queryKeys } from "#client/lib/query-keys.ts";

/** GET /api/quotes/{id}/comments: a page of comments, newest first, with the total. */
export function getComments(quoteId: string, offset: number, signal?: AbortSignal) {
  return apiFetch<CommentList>(
    withQuery(`/api/quotes/${encodeURIComponent(quoteId)}/comments`, { limit: COMMENT_PAGE_SIZE, offset }),
    { signal },
  );
}

export const commentsQueryKey = queryKeys.quotes.comments;

/** How many comments the loaded pages hold: the next page starts there (new comments go on top of page one). */
export function loadedCount(pages: readonly CommentList[]): number {
  return pages.reduce((sum, page) => sum + page.comments.length, 0);
}

/** A quote's comment thread, page by page ("Load more"); the route loader prefetches the first page. */
export function commentsQueryOptions(quoteId: string) {
  return infiniteQueryOptions({
    queryKey: commentsQueryKey(quoteId),
    queryFn: ({ pageParam, signal }) => getComments(quoteId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = loadedCount(pages);
      return last.comments.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });
}

export function useComments(quoteId: string) {
  return useInfiniteQuery(commentsQueryOptions(quoteId));
}
