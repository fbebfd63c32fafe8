import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DailyQuote } from "#contracts/share.ts";
import { apiFetch } from "#client/lib/api.ts";

export const DAILY_QUOTE_PATH = "/api/quotes/today";

/** GET /api/quotes/today: the quote of the day (the same for everyone during a UTC day). */
export function getDailyQuote(signal?: AbortSignal) {
  return apiFetch<DailyQuote>(DAILY_QUOTE_PATH, { signal, anonymous: true });
}

export function dailyQuoteQueryOptions() {
  return queryOptions({
    queryKey: [DAILY_QUOTE_PATH] as const,
    queryFn: ({ signal }) => getDailyQuote(signal),
    // It changes once a day: an hour of freshness is plenty.
    staleTime: 60 * 60_000,
  });
}

export function useDailyQuote() {
  return useQuery(dailyQuoteQueryOptions());
}
