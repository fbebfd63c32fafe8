import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { QUOTE_LIST_GC_MS, QUOTE_LIST_STALE_MS, QUOTE_PAGE_SIZE } from "#contracts/constants.ts";
import type { QuoteList, QuoteListParams } from "#contracts/quotes.ts";
import { apiFetch, withQuery } from "#client/lib/api.ts";
import { DEFAULT_SORT, type QuotesApiFilters } from "../search-params.ts";

export const QUOTES_PATH = "/api/quotes";

export const FETCH_QUOTES_ERROR = "Failed to fetch quotes";

/** GET /api/quotes: one page of quotes matching the filters, with the total. Empty values are left out. */
export function getQuotes(
  { limit = QUOTE_PAGE_SIZE, offset = 0, ...filters }: QuoteListParams = {},
  signal?: AbortSignal,
) {
  return apiFetch<QuoteList>(withQuery(QUOTES_PATH, { ...filters, limit, offset }), { signal });
}

/**
 * The quote list for some filters, QUOTE_PAGE_SIZE at a time; the next offset is the number already loaded.
 * Pages stay cached for 10 minutes (SPEC §9), so going back to the list finds them and its scroll position.
 */
export function quotesInfiniteQueryOptions(
  filters: QuotesApiFilters = { sort: DEFAULT_SORT },
  pageSize = QUOTE_PAGE_SIZE,
) {
  return infiniteQueryOptions({
    queryKey: [QUOTES_PATH, { ...filters, limit: pageSize }] as const,
    queryFn: ({ pageParam, signal }) => getQuotes({ ...filters, limit: pageSize, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, allPages) => {
      const loaded = allPages.reduce((sum, page) => sum + page.quotes.length, 0);
      return lastPage.quotes.length > 0 && loaded < lastPage.total ? loaded : undefined;
    },
    staleTime: QUOTE_LIST_STALE_MS,
    gcTime: QUOTE_LIST_GC_MS,
  });
}

export function useQuotes(filters?: QuotesApiFilters, pageSize = QUOTE_PAGE_SIZE) {
  return useInfiniteQuery(quotesInfiniteQueryOptions(filters, pageSize));
}
