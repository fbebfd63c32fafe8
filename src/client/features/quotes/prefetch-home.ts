import type { QueryClient } from "@tanstack/react-query";
import { categoriesQueryOptions } from "./api/get-categories.ts";
import { quotesInfiniteQueryOptions } from "./api/get-quotes.ts";
import { tagsQueryOptions } from "./api/get-tags.ts";
import { apiQueryFromFilters, filtersFromSearch, type HomeSearch } from "./search-params.ts";

/** The home page's first page of quotes for its filters, and the filter menus' categories and tags. */
export function prefetchHome(queryClient: QueryClient, search: HomeSearch) {
  const filters = apiQueryFromFilters(filtersFromSearch(search));
  return Promise.all([
    queryClient.ensureInfiniteQueryData(quotesInfiniteQueryOptions(filters)),
    queryClient.ensureQueryData(categoriesQueryOptions()),
    queryClient.ensureQueryData(tagsQueryOptions()),
  ]);
}
