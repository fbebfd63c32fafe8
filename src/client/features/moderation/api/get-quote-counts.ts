import { queryOptions, useQuery } from "@tanstack/react-query";
import type { QuoteStatusCounts } from "#contracts/quotes.ts";
import { apiFetch } from "#client/lib/api.ts";
import { adminQueryKeys } from "#client/lib/admin-query-keys.ts";

export const QUOTE_COUNTS_PATH = "/api/admin/quote-counts";

/** GET /api/admin/quote-counts (admin): how many quotes are in each status. */
export function getQuoteCounts(signal?: AbortSignal) {
  return apiFetch<QuoteStatusCounts>(QUOTE_COUNTS_PATH, { signal });
}

export function quoteCountsQueryOptions() {
  return queryOptions({
    queryKey: adminQueryKeys.quoteCounts,
    queryFn: ({ signal }) => getQuoteCounts(signal),
  });
}

export function useQuoteCounts() {
  return useQuery(quoteCountsQueryOptions());
}
