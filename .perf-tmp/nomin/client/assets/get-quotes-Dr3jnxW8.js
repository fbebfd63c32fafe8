import { i as withQuery, r as apiFetch } from "./api-BnqfSDLB.js";
import { i as QueryObserver, n as useQuery, o as hasNextPage, r as useBaseQuery, s as hasPreviousPage, t as queryOptions } from "./queryOptions-DYezUBQg.js";
import { a as QUOTE_LIST_STALE_MS, i as QUOTE_LIST_GC_MS } from "./constants-DC2r50n9.js";
import { l as DEFAULT_SORT } from "./index-B9EO6Tp7.js";
import "./search-params-D6l2p86A.js";
// node_modules/@tanstack/query-core/build/modern/infiniteQueryObserver.js
/**
* An `InfiniteQueryObserver` extends `QueryObserver` to observe and switch
* between infinite queries. It augments the base `QueryObserverResult` with
* infinite-query-specific fields and methods, such as `hasNextPage` and
* `fetchNextPage`, and is the primitive that framework adapters (e.g.
* `useInfiniteQuery`) build their hooks on top of.
* @example
* ```ts
* const observer = new InfiniteQueryObserver(queryClient, {
*   queryKey: ['projects'],
*   queryFn: ({ pageParam }) => fetchProjects(pageParam),
*   initialPageParam: 0,
*   getNextPageParam: (lastPage) => lastPage.nextCursor,
* })
*
* const unsubscribe = observer.subscribe((result) => console.log(result))
* ```
*/
var InfiniteQueryObserver = class extends QueryObserver {
	constructor(client, options) {
		super(client, options);
	}
	bindMethods() {
		super.bindMethods();
		this.fetchNextPage = this.fetchNextPage.bind(this);
		this.fetchPreviousPage = this.fetchPreviousPage.bind(this);
	}
	/**
	* Updates the observer's options. Behaves the same as
	* `QueryObserver.setOptions`, additionally marking the options as
	* belonging to an infinite query before delegating to the base
	* implementation.
	* @param options - The new infinite query observer options.
	*/
	setOptions(options) {
		options._type = "infinite";
		super.setOptions(options);
	}
	/**
	* The infinite-query counterpart of {@link QueryObserver#getOptimisticResult}, marking the
	* options as an infinite query before delegating to it. Called by framework adapters (e.g.
	* `useInfiniteQuery`) ahead of subscribing, to compute the current `InfiniteQueryObserverResult`
	* synchronously.
	* @param options - The defaulted infinite query observer options to compute the result for.
	* @returns The result for the given options.
	*/
	getOptimisticResult(options) {
		options._type = "infinite";
		return super.getOptimisticResult(options);
	}
	/**
	* Fetches the next page of the infinite query and returns a promise that
	* resolves with the resulting `InfiniteQueryObserverResult`. The page
	* param used for the fetch is determined by `getNextPageParam`, which
	* receives the current pages/page params and whose result also determines
	* `hasNextPage`.
	* @param options - Set `cancelRefetch` to `false` to ignore the call while a fetch is running,
	* and `throwOnError` to `true` to reject when the fetch fails.
	* @returns A promise that resolves with the result after the next page is fetched. With
	* `cancelRefetch: false`, a running fetch is reused instead, so the next page may not be fetched.
	* @see {@link InfiniteQueryObserver#fetchPreviousPage}
	* @example
	* ```ts
	* const { hasNextPage } = observer.getCurrentResult()
	*
	* if (hasNextPage) {
	*   await observer.fetchNextPage()
	* }
	* ```
	*/
	fetchNextPage(options) {
		return this.fetch({
			...options,
			meta: { fetchMore: { direction: "forward" } }
		});
	}
	/**
	* Fetches the previous page of the infinite query and returns a promise
	* that resolves with the resulting `InfiniteQueryObserverResult`. The page
	* param used for the fetch is determined by `getPreviousPageParam`, which
	* receives the current pages/page params and whose result also determines
	* `hasPreviousPage`.
	* @param options - Set `cancelRefetch` to `false` to ignore the call while a fetch is running,
	* and `throwOnError` to `true` to reject when the fetch fails.
	* @returns A promise that resolves with the result after the previous page is fetched. With
	* `cancelRefetch: false`, a running fetch is reused instead, so the previous page may not be fetched.
	* @see {@link InfiniteQueryObserver#fetchNextPage}
	* @example
	* ```ts
	* const { hasPreviousPage } = observer.getCurrentResult()
	*
	* if (hasPreviousPage) {
	*   await observer.fetchPreviousPage()
	* }
	* ```
	*/
	fetchPreviousPage(options) {
		return this.fetch({
			...options,
			meta: { fetchMore: { direction: "backward" } }
		});
	}
	createResult(query, options) {
		const { state } = query;
		const parentResult = super.createResult(query, options);
		const { isFetching, isRefetching, isError, isRefetchError } = parentResult;
		const fetchDirection = state.fetchMeta?.fetchMore?.direction;
		const isFetchNextPageError = isError && fetchDirection === "forward";
		const isFetchingNextPage = isFetching && fetchDirection === "forward";
		const isFetchPreviousPageError = isError && fetchDirection === "backward";
		const isFetchingPreviousPage = isFetching && fetchDirection === "backward";
		return {
			...parentResult,
			fetchNextPage: this.fetchNextPage,
			fetchPreviousPage: this.fetchPreviousPage,
			hasNextPage: hasNextPage(options, state.data),
			hasPreviousPage: hasPreviousPage(options, state.data),
			isFetchNextPageError,
			isFetchingNextPage,
			isFetchPreviousPageError,
			isFetchingPreviousPage,
			isRefetchError: isRefetchError && !isFetchNextPageError && !isFetchPreviousPageError,
			isRefetching: isRefetching && !isFetchingNextPage && !isFetchingPreviousPage
		};
	}
};
// node_modules/@tanstack/react-query/build/modern/infiniteQueryOptions.js
function infiniteQueryOptions(options) {
	return options;
}
// node_modules/@tanstack/react-query/build/modern/useInfiniteQuery.js
function useInfiniteQuery(options, queryClient) {
	return useBaseQuery(options, InfiniteQueryObserver, queryClient);
}
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
