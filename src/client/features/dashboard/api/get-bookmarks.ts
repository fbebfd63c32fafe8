import { queryOptions, useQuery } from "@tanstack/react-query";
import { QUOTE_LIST_GC_MS, QUOTE_LIST_STALE_MS } from "#contracts/constants.ts";
import type { BookmarkList } from "#contracts/bookmark-list.ts";
import { apiFetch } from "#client/lib/api.ts";
import { queryKeys } from "#client/lib/query-keys.ts";

export const BOOKMARKS_PATH = "/api/bookmarks";

/** GET /api/bookmarks: the signed-in user's bookmarks, newest first, each with its quote. */
export function getBookmarks(signal?: AbortSignal) {
  return apiFetch<BookmarkList>(BOOKMARKS_PATH, { signal });
}

/** Bookmarks stay fresh 5 minutes and are retried twice (docs/product/messages-and-limits.md); keyed by the user. */
export function bookmarksQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.bookmarks.of(userId),
    queryFn: ({ signal }) => getBookmarks(signal),
    staleTime: QUOTE_LIST_STALE_MS,
    gcTime: QUOTE_LIST_GC_MS,
    retry: 2,
  });
}

export function useBookmarks(userId: string) {
  return useQuery(bookmarksQueryOptions(userId));
}
