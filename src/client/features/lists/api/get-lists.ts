import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SavedLists } from "#contracts/lists.ts";
import { apiFetch } from "#client/lib/api.ts";
import { queryKeys } from "#client/lib/query-keys.ts";

export const LISTS_PATH = "/api/lists";

/** GET /api/lists: the signed-in user's lists; with `quoteId`, each says whether it holds that quote. */
export function getLists(quoteId?: string, signal?: AbortSignal) {
  const query = quoteId ? `?quote_id=${encodeURIComponent(quoteId)}` : "";
  return apiFetch<SavedLists>(`${LISTS_PATH}${query}`, { signal });
}

/** Keyed by the user (and the quote asked about), so that another session never sees them. */
export function listsQueryOptions(userId: string, quoteId?: string) {
  return queryOptions({
    queryKey: queryKeys.lists.of(userId, quoteId ?? null),
    queryFn: ({ signal }) => getLists(quoteId, signal),
  });
}

export function useLists(userId: string, quoteId?: string) {
  return useQuery(listsQueryOptions(userId, quoteId));
}
