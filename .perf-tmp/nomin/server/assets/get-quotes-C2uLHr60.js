import { a as QUOTE_LIST_STALE_MS, i as QUOTE_LIST_GC_MS } from "./constants-DC2r50n9.js";
import { a as withQuery, r as apiFetch } from "./api-CIaH_iHj.js";
import { r as DEFAULT_SORT } from "./home-search-a6R37OlP.js";
import "./search-params-Bw7zVY4y.js";
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
// src/client/features/quotes/offered-filters.ts
var OFFERED_FILTERS = {
	/** Turn on with bookmarks. */
	bookmarked: false,
	/** Turn on with reactions. */
	reacted: false,
	/** Turn on with quote audio (narration and uploads): "with audio" and "without audio". */
	audio: false
};
// src/client/features/quotes/api/get-categories.ts
var CATEGORIES_PATH = "/api/categories";
/** GET /api/categories: every category with its number of approved quotes. */
function getCategories(signal) {
	return apiFetch(CATEGORIES_PATH, { signal });
}
function categoriesQueryOptions() {
	return queryOptions({
		queryKey: [CATEGORIES_PATH],
		queryFn: ({ signal }) => getCategories(signal)
	});
}
function useCategories() {
	return useQuery(categoriesQueryOptions());
}
// src/client/features/quotes/api/get-tags.ts
var TAGS_PATH = "/api/tags";
/** GET /api/tags: every tag of approved quotes with its number of quotes, most used first. */
function getTags(signal) {
	return apiFetch(TAGS_PATH, { signal });
}
function tagsQueryOptions() {
	return queryOptions({
		queryKey: [TAGS_PATH],
		queryFn: ({ signal }) => getTags(signal)
	});
}
function useTags() {
	return useQuery(tagsQueryOptions());
}
// src/client/features/quotes/api/get-quotes.ts
var QUOTES_PATH = "/api/quotes";
var FETCH_QUOTES_ERROR = "Failed to fetch quotes";
/** GET /api/quotes: one page of quotes matching the filters, with the total. Empty values are left out. */
function getQuotes({ limit = 20, offset = 0, ...filters } = {}, signal) {
	return apiFetch(withQuery(QUOTES_PATH, {
		...filters,
		limit,
		offset
	}), { signal });
}
/**
* The quote list for some filters, QUOTE_PAGE_SIZE at a time. The next page starts after the last one's
* cursor (a cheap index lookup however deep the list goes), or at the number already loaded for lists the
* server orders by relevance. Pages stay cached for 10 minutes (SPEC §9), so going back to the list finds
* them and its scroll position.
*/
function quotesInfiniteQueryOptions(filters = { sort: DEFAULT_SORT }, pageSize = 20) {
	return infiniteQueryOptions({
		queryKey: [QUOTES_PATH, {
			...filters,
			limit: pageSize
		}],
		queryFn: ({ pageParam, signal }) => getQuotes({
			...filters,
			limit: pageSize,
			...pageParam
		}, signal),
		initialPageParam: { offset: 0 },
		getNextPageParam: (lastPage, allPages) => {
			const loaded = allPages.reduce((sum, page) => sum + page.quotes.length, 0);
			if (lastPage.quotes.length === 0 || loaded >= lastPage.total) return void 0;
			return lastPage.next_cursor ? {
				offset: loaded,
				cursor: lastPage.next_cursor
			} : { offset: loaded };
		},
		staleTime: QUOTE_LIST_STALE_MS,
		gcTime: QUOTE_LIST_GC_MS
	});
}
function useQuotes(filters, pageSize = 20) {
	return useInfiniteQuery(quotesInfiniteQueryOptions(filters, pageSize));
}
export { useTags as a, OFFERED_FILTERS as c, tagsQueryOptions as i, quotesInfiniteQueryOptions as n, categoriesQueryOptions as o, useQuotes as r, useCategories as s, FETCH_QUOTES_ERROR as t };
