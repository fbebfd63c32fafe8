import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DailyQuote } from "#contracts/share.ts";
import { ApiError, apiFetch } from "#client/lib/api.ts";
import { queryKeys } from "#client/lib/query-keys.ts";

export const DAILY_QUOTE_PATH = "/api/quotes/today";

/**
 * GET /api/quotes/today: the quote of the day (the same for everyone during a UTC day), or null while no quote
 * is published (a 404) — an answer the server renders and the browser hydrates alike.
 */
export async function getDailyQuote(signal?: AbortSignal): Promise<DailyQuote | null> {
  try {
    return await apiFetch<DailyQuote>(DAILY_QUOTE_PATH, { signal, anonymous: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function dailyQuoteQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.quotes.today,
    queryFn: ({ signal }) => getDailyQuote(signal),
    // It changes once a day: an hour of freshness is plenty.
    staleTime: 60 * 60_000,
  });
}

export function useDailyQuote() {
  return useQuery(dailyQuoteQueryOptions());
}
