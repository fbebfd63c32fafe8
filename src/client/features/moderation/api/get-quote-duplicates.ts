import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Duplicate } from "#contracts/quotes.ts";
import { apiFetch } from "#client/lib/api.ts";
import { queryKeys } from "#client/lib/query-keys.ts";

const duplicatesPath = (id: string) => `/api/quotes/${encodeURIComponent(id)}/duplicates`;

/** GET /api/quotes/{id}/duplicates (admin): quotes whose text is very similar to this one's. */
export function getQuoteDuplicates(id: string, signal?: AbortSignal) {
  return apiFetch<{ duplicates: Duplicate[] }>(duplicatesPath(id), { signal });
}

export function quoteDuplicatesQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.quotes.duplicates(id),
    queryFn: ({ signal }) => getQuoteDuplicates(id, signal),
  });
}

export function useQuoteDuplicates(id: string) {
  return useQuery(quoteDuplicatesQueryOptions(id));
}
