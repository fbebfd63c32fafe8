import type { QueryClient } from "@tanstack/react-query";
import { dailyQuoteQueryOptions } from "./api/get-daily-quote.ts";

/** The home page's quote of the day, in the cache before the page renders (on the server too). */
export function prefetchDailyQuote(queryClient: QueryClient) {
  return queryClient.ensureQueryData(dailyQuoteQueryOptions());
}
