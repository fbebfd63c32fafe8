import type { QueryClient, QueryKey } from "@tanstack/react-query";

/**
 * Query keys start with the API path they read (SPEC §7). Everything a quote write can change lives under
 * these paths: lists and details (/api/quotes...), moderation counts (/api/admin...), categories and tags.
 */
const QUOTE_DATA_PATHS = /^\/api\/(quotes|admin|categories|tags)(\/|$)/;

export function isQuoteDataKey(queryKey: QueryKey): boolean {
  const [path] = queryKey;
  return typeof path === "string" && QUOTE_DATA_PATHS.test(path);
}

/** After a quote is created, edited, deleted, approved or rejected: refetch whatever showed quotes. */
export function invalidateQuoteQueries(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: (query) => isQuoteDataKey(query.queryKey) });
}
