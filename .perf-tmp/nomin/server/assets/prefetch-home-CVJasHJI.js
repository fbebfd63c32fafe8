import { c as OFFERED_FILTERS, i as tagsQueryOptions, n as quotesInfiniteQueryOptions, o as categoriesQueryOptions } from "./get-quotes-C2uLHr60.js";
import { o as filtersFromSearch, s as keepOfferedFilters, t as apiQueryFromFilters } from "./search-params-Bw7zVY4y.js";
// src/client/features/quotes/prefetch-home.ts
/** The home page's first page of quotes for its filters, and the filter menus' categories and tags. */
function prefetchHome(queryClient, search) {
	const filters = apiQueryFromFilters(keepOfferedFilters(filtersFromSearch(search), OFFERED_FILTERS));
	return Promise.all([
		queryClient.ensureInfiniteQueryData(quotesInfiniteQueryOptions(filters)),
		queryClient.ensureQueryData(categoriesQueryOptions()),
		queryClient.ensureQueryData(tagsQueryOptions())
	]);
}
export { prefetchHome };
