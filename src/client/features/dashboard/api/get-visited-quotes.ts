import { queryOptions, useQuery } from "@tanstack/react-query";
import { QUOTE_LIST_GC_MS, QUOTE_LIST_STALE_MS, QUOTE_QUERY_LIMIT } from "#contracts/constants.ts";
import type { QuoteList } from "#contracts/quotes.ts";
import { apiFetch, withQuery } from "#client/lib/api.ts";
import { queryKeys } from "#client/lib/query-keys.ts";

const QUOTES_PATH = "/api/quotes";

/** GET /api/quotes?userFilter=visited: quotes the signed-in user opened, last visited first (items carry visited_at). */
export function getVisitedQuotes(signal?: AbortSignal) {
  return apiFetch<QuoteList>(withQuery(QUOTES_PATH, { userFilter: "visited", limit: QUOTE_QUERY_LIMIT }), { signal });
}

export function visitedQuotesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.quotes.list({ userFilter: "visited", limit: QUOTE_QUERY_LIMIT, user: userId }),
    queryFn: ({ signal }) => getVisitedQuotes(signal),
    staleTime: QUOTE_LIST_STALE_MS,
    gcTime: QUOTE_LIST_GC_MS,
  });
}

export function useVisitedQuotes(userId: string) {
  return useQuery(visitedQuotesQueryOptions(userId));
}
