import { queryOptions, useQuery } from "@tanstack/react-query";
import type { QuoteDetail } from "#contracts/quotes.ts";
import { apiFetch } from "#client/lib/api.ts";
import { queryKeys } from "#client/lib/query-keys.ts";

/** GET /api/quotes/{id}: the quote with its source, to fill in the editor's source fields. */
export function getQuoteWithSource(id: string, signal?: AbortSignal) {
  return apiFetch<QuoteDetail>(`/api/quotes/${encodeURIComponent(id)}`, { signal });
}

/** The same key as the quote page's query, so an opened quote is not fetched twice. */
export function quoteWithSourceQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.quotes.detail(id),
    queryFn: ({ signal }) => getQuoteWithSource(id, signal),
  });
}

export function useQuoteWithSource(id: string | undefined) {
  return useQuery({ ...quoteWithSourceQueryOptions(id ?? ""), enabled: id !== undefined });
}
