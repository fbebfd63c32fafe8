import { queryOptions, useQuery } from "@tanstack/react-query";
import type { QuoteDetail } from "#contracts/quotes.ts";
import { apiFetch, ApiError } from "#client/lib/api.ts";
import { queryKeys } from "#client/lib/query-keys.ts";

/** GET /api/quotes/{id}: one quote with its source and related quotes. */
export function getQuote(id: string, signal?: AbortSignal) {
  return apiFetch<QuoteDetail>(`/api/quotes/${encodeURIComponent(id)}`, { signal });
}

/**
 * A quote page's data, or null when there is no such quote for this viewer: "not found" is an answer the
 * page shows (and the server renders with a 404), not an error to retry.
 */
export async function orNotFound(request: Promise<QuoteDetail>): Promise<QuoteDetail | null> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export function quoteQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.quotes.detail(id),
    queryFn: ({ signal }) => orNotFound(getQuote(id, signal)),
  });
}

export function useQuote(id: string) {
  return useQuery(quoteQueryOptions(id));
}
