import { queryOptions, useQuery } from "@tanstack/react-query";
import { QUOTE_LIST_GC_MS, QUOTE_LIST_STALE_MS, QUOTE_QUERY_LIMIT } from "#contracts/constants.ts";
import type { QuoteList } from "#contracts/quotes.ts";
import { apiFetch, withQuery } from "#client/lib/api.ts";
import { queryKeys } from "#client/lib/query-keys.ts";

const QUOTES_PATH = "/api/quotes";

/** GET /api/quotes?userFilter=reacted: the quotes the signed-in user reacted to (items carry user_reaction). */
export function getReactedQuotes(signal?: AbortSignal) {
  return apiFetch<QuoteList>(withQuery(QUOTES_PATH, { userFilter: "reacted", limit: QUOTE_QUERY_LIMIT }), { signal });
}

export function reactedQuotesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.quotes.list({ userFilter: "reacted", limit: QUOTE_QUERY_LIMIT, user: userId }),
    queryFn: ({ signal }) => getReactedQuotes(signal),
    staleTime: QUOTE_LIST_STALE_MS,
    gcTime: QUOTE_LIST_GC_MS,
  });
}

export function useReactedQuotes(userId: string) {
  return useQuery(reactedQuotesQueryOptions(userId));
}
