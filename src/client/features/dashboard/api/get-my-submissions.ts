import { queryOptions, useQuery } from "@tanstack/react-query";
import { QUOTE_LIST_GC_MS, QUOTE_LIST_STALE_MS, QUOTE_QUERY_LIMIT } from "#contracts/constants.ts";
import type { QuoteList } from "#contracts/quotes.ts";
import { apiFetch, withQuery } from "#client/lib/api.ts";
import { queryKeys } from "#client/lib/query-keys.ts";

const QUOTES_PATH = "/api/quotes";

/** GET /api/quotes?userFilter=submitted: every quote the signed-in user submitted, in any status, newest first. */
export function getMySubmissions(signal?: AbortSignal) {
  return apiFetch<QuoteList>(withQuery(QUOTES_PATH, { userFilter: "submitted", limit: QUOTE_QUERY_LIMIT }), { signal });
}

/** Keyed by the user too, so that one account's list never shows under another's name. */
export function mySubmissionsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.quotes.list({ userFilter: "submitted", limit: QUOTE_QUERY_LIMIT, user: userId }),
    queryFn: ({ signal }) => getMySubmissions(signal),
    staleTime: QUOTE_LIST_STALE_MS,
    gcTime: QUOTE_LIST_GC_MS,
  });
}

export function useMySubmissions(userId: string) {
  return useQuery(mySubmissionsQueryOptions(userId));
}
