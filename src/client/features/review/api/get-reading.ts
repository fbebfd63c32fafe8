import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetchFile } from "#client/lib/api.ts";
import { REVIEW_PATH, reviewKeys } from "./get-review-today.ts";

/**
 * GET /api/review/{quote_id}/reading: the quote read aloud in the default voice. The request carries the member's
 * token, which an <audio> element cannot send, so the MP3 is fetched and played from an object URL.
 */
export async function getReadingUrl(quoteId: string, signal?: AbortSignal): Promise<string> {
  const { blob } = await apiFetchFile(`${REVIEW_PATH}/${quoteId}/reading`, { signal });
  return URL.createObjectURL(blob);
}

export function readingQueryOptions(quoteId: string) {
  return queryOptions({
    queryKey: [...reviewKeys.all, "reading", quoteId] as const,
    queryFn: ({ signal }) => getReadingUrl(quoteId, signal),
    // Asked for with a click only; the object URL stays valid for the page's life.
    enabled: false,
    staleTime: Infinity,
    retry: false,
  });
}

export function useReading(quoteId: string) {
  return useQuery(readingQueryOptions(quoteId));
}
