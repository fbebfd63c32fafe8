import type { QueryClient } from "@tanstack/react-query";
import { isQuoteData, isUnder, queryKeys } from "./query-keys.ts";

/** After a quote is created, edited, deleted, approved or rejected: refetch whatever showed quotes. */
export function invalidateQuoteQueries(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: (query) => isQuoteData(query.queryKey) });
}

export interface DeletedQuote {
  id: string;
  slug: string;
  url_slug: string;
}

/**
 * After a quote is deleted: everything else that showed quotes refetches; its own page (by id or by slug, with its
 * comments and audio) is only marked stale (a refetch would just answer 404 while the page is being left) and shows
 * "not found" if visited again.
 */
export function invalidateAfterDelete(queryClient: QueryClient, quote: DeletedQuote) {
  const ownPage = [
    queryKeys.quotes.detail(quote.id),
    queryKeys.quotes.bySlug(quote.slug),
    queryKeys.quotes.bySlug(quote.url_slug),
  ];
  const readsOwnPage = (queryKey: readonly unknown[]) => ownPage.some((prefix) => isUnder(queryKey, prefix));
  return Promise.all([
    queryClient.invalidateQueries({ predicate: (query) => readsOwnPage(query.queryKey), refetchType: "none" }),
    queryClient.invalidateQueries({
      predicate: (query) => isQuoteData(query.queryKey) && !readsOwnPage(query.queryKey),
    }),
  ]);
}
