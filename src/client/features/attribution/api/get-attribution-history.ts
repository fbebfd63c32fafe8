import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AttributionHistory } from "#contracts/attribution.ts";
import { apiFetch } from "#client/lib/api.ts";
import { queryKeys } from "#client/lib/query-keys.ts";

/** GET /api/quotes/{id}/attribution-history: each change of the quote's attribution, newest first. */
export function getAttributionHistory(quoteId: string, signal?: AbortSignal) {
  return apiFetch<AttributionHistory>(`/api/quotes/${encodeURIComponent(quoteId)}/attribution-history`, { signal });
}

/** Under the quote's own key: a change of its attribution (a curator's edit, an accepted correction) refetches it. */
export function attributionHistoryQueryOptions(quoteId: string) {
  return queryOptions({
    queryKey: queryKeys.quotes.attributionHistory(quoteId),
    queryFn: ({ signal }) => getAttributionHistory(quoteId, signal),
  });
}

export function useAttributionHistory(quoteId: string) {
  return useQuery(attributionHistoryQueryOptions(quoteId));
}
