import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TrendingList, TrendingWindow } from "#contracts/trending.ts";
import { apiFetch } from "#client/lib/api.ts";
import { queryKeys } from "#client/lib/query-keys.ts";

export const TRENDING_PATH = "/api/quotes/trending";
export const FETCH_TRENDING_ERROR = "Failed to fetch trending quotes";

/** GET /api/quotes/trending?window=…: the window's trending quotes, highest score first. */
export function getTrending(window: TrendingWindow, signal?: AbortSignal) {
  return apiFetch<TrendingList>(`${TRENDING_PATH}?window=${encodeURIComponent(window)}`, { signal });
}

export function trendingQueryOptions(window: TrendingWindow) {
  return queryOptions({
    queryKey: queryKeys.quotes.trending(window),
    queryFn: ({ signal }) => getTrending(window, signal),
  });
}

export function useTrending(window: TrendingWindow) {
  return useQuery(trendingQueryOptions(window));
}
