import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { QUOTE_LIST_GC_MS, QUOTE_LIST_STALE_MS, QUOTE_OFFSET_MAX, QUOTE_PAGE_SIZE } from "#contracts/constants.ts";
import type { QuoteList, QuoteListParams } from "#contracts/quotes.ts";
import { apiFetch, withQuery } from "#client/lib/api.ts";
import { queryKeys } from "#client/lib/query-keys.ts";
import { DEFAULT_SORT, type QuotesApiFilters } from "../search-params.ts";

export const QUOTES_PATH = "/api/quotes";

export const FETCH_QUOTES_ERROR = "Failed to fetch quotes";

/** Where a page of the list starts: after the previous page's cursor when it gave one, else at an offset. */
export interface QuotesPageParam {
  offset: number;
  cursor?: string;
}

/** GET /api/quotes: one page of quotes matching the filters, with the total. Empty values are left out. */
export function getQuotes(
  { limit = QUOTE_PAGE_SIZE, offset = 0, ...filters }: QuoteListParams = {},
  signal?: AbortSignal,
) {
  return apiFetch<QuoteList>(withQuery(QUOTES_PATH, { ...filters, limit, offset }), { signal });
}

/**
 * The quote list for some filters, QUOTE_PAGE_SIZE at a time. The next page starts after the last one's
 * cursor (a cheap index lookup however deep the list goes), or at the number already loaded for lists the
 * server orders by relevance (up to QUOTE_OFFSET_MAX: a search that long is refined, not scrolled). Pages stay cached for 10 minutes (docs/product/messages-and-limits.md), so going back to the list finds
 * them and its scroll position.
 */
export function quotesInfiniteQueryOptions(
  filters: QuotesApiFilters = { sort: DEFAULT_SORT },
  pageSize = QUOTE_PAGE_SIZE,
  /** Where the list starts (a `page` link: (page - 1) × page size); 0 for the top. */
  startOffset = 0,
) {
  return infiniteQueryOptions({
    queryKey: queryKeys.quotes.list({
      ...filters,
      limit: pageSize,
      ...(startOffset > 0 ? { offset: startOffset } : {}),
    }),
    queryFn: ({ pageParam, signal }) => getQuotes({ ...filters, limit: pageSize, ...pageParam }, signal),
    initialPageParam: { offset: startOffset },
    getNextPageParam: (lastPage, allPages): QuotesPageParam | undefined => {
      const loaded = startOffset + allPages.reduce((sum, page) => sum + page.quotes.length, 0);
      if (lastPage.quotes.length === 0 || loaded >= lastPage.total) return undefined;
      if (lastPage.next_cursor) return { offset: loaded, cursor: lastPage.next_cursor };
      return loaded <= QUOTE_OFFSET_MAX ? { offset: loaded } : undefined;
    },
    staleTime: QUOTE_LIST_STALE_MS,
    gcTime: QUOTE_LIST_GC_MS,
  });
}

export function useQuotes(filters?: QuotesApiFilters, pageSize = QUOTE_PAGE_SIZE, startOffset = 0) {
  return useInfiniteQuery(quotesInfiniteQueryOptions(filters, pageSize, startOffset));
}
