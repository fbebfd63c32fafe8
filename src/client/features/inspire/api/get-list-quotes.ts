import { queryOptions, useQuery } from "@tanstack/react-query";
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
  return apiFetch<InspireList>(`/api/lists/${encodeURIComponent(listId)}`, { signal });
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
