import type { QueryClient } from "@tanstack/react-query";
import { QUOTE_PAGE_SIZE } from "#contracts/constants.ts";
import { categoriesQueryOptions } from "./api/get-categories.ts";
import { quotesInfiniteQueryOptions } from "./api/get-quotes.ts";
import { tagsQueryOptions } from "./api/get-tags.ts";
import { OFFERED_FILTERS } from "./offered-filters.ts";
import {
  apiQueryFromFilters,
  filtersFromSearch,
  keepOfferedFilters,
  listStartOffset,
  type HomeSearch,
} from "./search-params.ts";

/** The home page's first page of quotes for its filters (from its `page` on), and the filter menus' categories and tags. */
export function prefetchHome(queryClient: QueryClient, search: HomeSearch) {
  // The same query the list makes (quote-discovery.tsx), so that it finds the data in the cache.
  const filters = apiQueryFromFilters(keepOfferedFilters(filtersFromSearch(search), OFFERED_FILTERS));
  return Promise.all([
    queryClient.ensureInfiniteQueryData(quotesInfiniteQueryOptions(filters, QUOTE_PAGE_SIZE, listStartOffset(search))),
    queryClient.ensureQueryData(categoriesQueryOptions()),
    queryClient.ensureQueryData(tagsQueryOptions()),
  ]);
}
