import { queryOptions, useQuery } from "@tanstack/react-query";
import type { QuoteDetail } from "#contracts/quotes.ts";
import { apiFetch } from "#client/lib/api.ts";

/** GET /api/quotes/slug/{slug}: one quote by its url_slug, with its source and related quotes. */
export function getQuoteBySlug(slug: string, signal?: AbortSignal) {
  return apiFetch<QuoteDetail>(`/api/quotes/slug/${encodeURIComponent(slug)}`, { signal });
}

export function quoteBySlugQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ["/api/quotes/slug", slug] as const,
    queryFn: ({ signal }) => getQuoteBySlug(slug, signal),
  });
}

export function useQuoteBySlug(slug: string) {
  return useQuery(quoteBySlugQueryOptions(slug));
}
