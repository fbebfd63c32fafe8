import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { QUOTE_LIST_GC_MS, QUOTE_LIST_STALE_MS, QUOTE_PAGE_SIZE } from "#contracts/constants.ts";
import type { QuoteList } from "#contracts/quotes.ts";
import { apiFetch, withQuery } from "#client/lib/api.ts";

export const QUOTES_PATH = "/api/quotes";

export interface GetQuotesParams {
  limit?: number;
  offset?: number;
}

/** GET /api/quotes: one page of approved quotes, latest first, with the total. */
export function getQuotes({ limit = QUOTE_PAGE_SIZE, offset = 0 }: GetQuotesParams = {}, signal?: AbortSignal) {
  return apiFetch<QuoteList>(withQuery(QUOTES_PATH, { limit, offset }), { signal });
}

/** The quote list, QUOTE_PAGE_SIZE at a time; the next offset is the number already loaded. */
export function quotesInfiniteQueryOptions(pageSize = QUOTE_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: [QUOTES_PATH, { limit: pageSize }] as const,
    queryFn: ({ pageParam, signal }) => getQuotes({ limit: pageSize, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, allPages) => {
      const loaded = allPages.reduce((sum, page) => sum + page.quotes.length, 0);
      return lastPage.quotes.length > 0 && loaded < lastPage.total ? loaded : undefined;
    },
    staleTime: QUOTE_LIST_STALE_MS,
    gcTime: QUOTE_LIST_GC_MS,
  });
}

export function useQuotes(pageSize = QUOTE_PAGE_SIZE) {
  return useInfiniteQuery(quotesInfiniteQueryOptions(pageSize));
}
