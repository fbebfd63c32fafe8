import { queryOptions, useQuery } from "@tanstack/react-query";
import { INSPIRE_PLAYLIST_HEADER } from "#contracts/offline.ts";
import type { Quote } from "#contracts/quotes.ts";
import { apiFetch } from "#client/lib/api.ts";
import { queryKeys } from "#client/lib/query-keys.ts";

/** What Inspire reads of a saved list: its name and its quotes in order. */
export interface InspireList {
  id: string;
  name: string;
  quotes: Quote[];
}

/** GET /api/lists/{id}: a saved list with its quotes in order (public lists for anyone, private for the owner). */
export function getListQuotes(listId: string, signal?: AbortSignal) {
  // The header tells the service worker to keep this playlist for offline play.
  return apiFetch<InspireList>(`/api/lists/${encodeURIComponent(listId)}`, {
    signal,
    headers: { [INSPIRE_PLAYLIST_HEADER]: "1" },
  });
}

export function listQuotesQueryOptions(listId: string) {
  return queryOptions({
    queryKey: queryKeys.lists.detail(listId),
    queryFn: ({ signal }) => getListQuotes(listId, signal),
    retry: false,
  });
}

export function useListQuotes(listId: string | undefined) {
  return useQuery({ ...listQuotesQueryOptions(listId ?? ""), enabled: listId !== undefined });
}
