import { queryOptions, useQuery } from "@tanstack/react-query";
import type { QuoteDetail } from "#contracts/quotes.ts";
import { apiFetch } from "#client/lib/api.ts";

/** GET /api/quotes/{id}: one quote with its source and related quotes. */
export function getQuote(id: string, signal?: AbortSignal) {
  return apiFetch<QuoteDetail>(`/api/quotes/${encodeURIComponent(id)}`, { signal });
}

export function quoteQueryOptions(id: string) {
  return queryOptions({
    queryKey: ["/api/quotes", id] as const,
    queryFn: ({ signal }) => getQuote(id, signal),
  });
}

export function useQuote(id: string) {
  return useQuery(quoteQueryOptions(id));
}
