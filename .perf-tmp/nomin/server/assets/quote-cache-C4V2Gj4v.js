// src/client/lib/quote-cache.ts
/**
* Query keys start with the API path they read (SPEC §7). Everything a quote write can change lives under
* these paths: lists and details (/api/quotes...), moderation counts (/api/admin...), categories and tags.
*/
var QUOTE_DATA_PATHS = /^\/api\/(quotes|admin|categories|tags)(\/|$)/;
function isQuoteDataKey(queryKey) {
	const [path] = queryKey;
	return typeof path === "string" && QUOTE_DATA_PATHS.test(path);
}
/** After a quote is created, edited, deleted, approved or rejected: refetch whatever showed quotes. */
function invalidateQuoteQueries(queryClient) {
	return queryClient.invalidateQueries({ predicate: (query) => isQuoteDataKey(query.queryKey) });
}
/** Whether a query key reads this one quote's own page (by id or by slug). */
function readsQuotePage(queryKey, quote) {
	const [path, ref] = queryKey;
	if (path === "/api/quotes") return ref === quote.id;
	if (path === "/api/quotes/slug") return ref === quote.slug || ref === quote.url_slug;
	return false;
}
/**
* After a quote is deleted: everything else that showed quotes refetches; its own page is only marked stale
* (a refetch would just answer 404 while the page is being left) and shows "not found" if visited again.
*/
function invalidateAfterDelete(queryClient, quote) {
	return Promise.all([queryClient.invalidateQueries({
		predicate: (query) => readsQuotePage(query.queryKey, quote),
		refetchType: "none"
	}), queryClient.invalidateQueries({ predicate: (query) => isQuoteDataKey(query.queryKey) && !readsQuotePage(query.queryKey, quote) })]);
}
export { invalidateQuoteQueries as n, invalidateAfterDelete as t };
