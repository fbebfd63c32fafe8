import { queryOptions, useQuery } from "@tanstack/react-query";
import { QUOTE_QUERY_LIMIT } from "#contracts/constants.ts";
import type { QuoteList } from "#contracts/quotes.ts";
import { apiFetch, withQuery } from "#client/lib/api.ts";
import { queryKeys } from "#client/lib/query-keys.ts";

const QUOTES_PATH = "/api/quotes";

/** Oldest first: the queue is worked through in the order quotes arrived. */
export function oldestFirst<T extends { created_at: string; id: string }>(quotes: readonly T[]): T[] {
  return [...quotes].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at) || a.id.localeCompare(b.id));
}

/** GET /api/quotes?status=pending&sort=oldest (admin): the moderation queue, oldest first. */
export function getPendingQuotes(signal?: AbortSignal): Promise<QuoteList> {
  return apiFetch<QuoteList>(withQuery(QUOTES_PATH, { status: "pending", sort: "oldest", limit: QUOTE_QUERY_LIMIT }), {
    signal,
  });
}

export function pendingQuotesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.quotes.list({
      status: "pending",
      sort: "oldest",
      limit: QUOTE_QUERY_LIMIT,
      queue: "moderation",
    }),
    queryFn: ({ signal }) => getPendingQuotes(signal),
  });
}

export function usePendingQuotes() {
  return useQuery(pendingQuotesQueryOptions());
}
