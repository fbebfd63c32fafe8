import { queryOptions, useQuery } from "@tanstack/react-query";
import type { QuoteDetail } from "#contracts/quotes.ts";
import { apiFetch } from "#client/lib/api.ts";
import { queryKeys } from "#client/lib/query-keys.ts";
import { orNotFound } from "./get-quote.ts";

/** GET /api/quotes/slug/{slug}: one quote by its url_slug, with its source and related quotes. */
export function getQuoteBySlug(slug: string, signal?: AbortSignal) {
  return apiFetch<QuoteDetail>(`/api/quotes/slug/${encodeURIComponent(slug)}`, { signal });
}

/** The quote, or null when there is none by this slug for this viewer. */
export function quoteBySlugQueryOptions(slug: string) {
  return queryOptions({
    queryKey: queryKeys.quotes.bySlug(slug),
    queryFn: ({ signal }) => orNotFound(getQuoteBySlug(slug, signal)),
  });
}

export function useQuoteBySlug(slug: string) {
  return useQuery(quoteBySlugQueryOptions(slug));
}
