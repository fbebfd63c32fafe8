import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch, ApiError } from "#client/lib/api.ts";
import { queryKeys } from "#client/lib/query-keys.ts";

/** What Inspire needs of a quote's narration (GET /api/quotes/{id}/audio). */
export interface QuoteAudioInfo {
  audio_url: string;
  duration?: number | null;
}

/** GET /api/quotes/{id}/audio; 404 means the quote has no audio (docs/api.md), answered as null. */
export async function getQuoteAudio(quoteId: string, signal?: AbortSignal): Promise<QuoteAudioInfo | null> {
  try {
    const info = await apiFetch<QuoteAudioInfo>(`/api/quotes/${encodeURIComponent(quoteId)}/audio`, { signal });
    return info && typeof info.audio_url === "string" && info.audio_url !== "" ? info : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The audio query: fresh for 5 minutes, no retry (docs/product/messages-and-limits.md). */
export function quoteAudioQueryOptions(quoteId: string) {
  return queryOptions({
    queryKey: queryKeys.quotes.audio(quoteId),
    queryFn: ({ signal }) => getQuoteAudio(quoteId, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function useQuoteAudio(quoteId: string | null, hasAudio: boolean) {
  return useQuery({ ...quoteAudioQueryOptions(quoteId ?? ""), enabled: quoteId !== null && hasAudio });
}
