import { queryOptions, useQuery } from "@tanstack/react-query";
import { INSPIRE_PLAYLIST_HEADER } from "#contracts/offline.ts";
import { QUOTE_LIST_GC_MS, QUOTE_LIST_STALE_MS, QUOTE_QUERY_LIMIT } from "#contracts/constants.ts";
import type { QuoteList, QuoteListParams } from "#contracts/quotes.ts";
import { apiFetch, withQuery } from "#client/lib/api.ts";
import { queryKeys } from "#client/lib/query-keys.ts";
import type { InspireMode } from "../rotation.ts";

/** The list filters Inspire plays (GET /api/quotes without paging). */
export type InspireFilters = Omit<QuoteListParams, "limit" | "offset">;

/**
 * GET /api/quotes with the current list filters, limit 1000 offset 0 (docs/api.md). Audio-only mode asks the
 * server for quotes with audio, so a long list still yields every narrated quote it holds.
 */
export function getInspireQuotes(filters: InspireFilters, mode: InspireMode, signal?: AbortSignal) {
  const query = {
    ...filters,
    ...(mode === "audio-only" ? { audio: "with" } : {}),
    limit: QUOTE_QUERY_LIMIT,
    offset: 0,
  };
  // The header tells the service worker to keep this playlist for offline play.
  return apiFetch<QuoteList>(withQuery("/api/quotes", query), { signal, headers: { [INSPIRE_PLAYLIST_HEADER]: "1" } });
}

export function inspireQuotesQueryOptions(filters: InspireFilters, mode: InspireMode) {
  return queryOptions({
    queryKey: queryKeys.quotes.inspire(filters, mode),
    queryFn: ({ signal }) => getInspireQuotes(filters, mode, signal),
    staleTime: QUOTE_LIST_STALE_MS,
    gcTime: QUOTE_LIST_GC_MS,
    retry: false,
  });
}

export function useInspireQuotes(filters: InspireFilters, mode: InspireMode, enabled: boolean) {
  return useQuery({ ...inspireQuotesQueryOptions(filters, mode), enabled });
}
