import { queryOptions, useQuery } from "@tanstack/react-query";
import type { QuoteDebug } from "#contracts/debug.ts";
import { apiFetch } from "#client/lib/api.ts";
import { queryKeys } from "#client/lib/query-keys.ts";

export const quoteDebugPath = (id: string) => `/api/debug/quote/${encodeURIComponent(id)}`;

/** GET /api/debug/quote/{id} (admin): the stored row, recounted counters, caches and lookup timings. */
export function getQuoteDebug(id: string, signal?: AbortSignal) {
  return apiFetch<QuoteDebug>(quoteDebugPath(id), { signal });
}

export function quoteDebugQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.debugQuote(id),
    queryFn: ({ signal }) => getQuoteDebug(id, signal),
    retry: false,
    staleTime: 0,
  });
}

export function useQuoteDebug(id: string, enabled: boolean) {
  return useQuery({ ...quoteDebugQueryOptions(id), enabled });
}
