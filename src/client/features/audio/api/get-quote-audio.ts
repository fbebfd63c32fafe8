import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiFetch } from "#client/lib/api.ts";
import { queryKeys } from "#client/lib/query-keys.ts";
import type { QuoteAudio } from "#contracts/audio.ts";

/** docs/product/messages-and-limits.md: the audio query is fresh 5 minutes and not retried. */
const AUDIO_STALE_MS = 5 * 60_000;

export const quoteAudioKey = queryKeys.quotes.audio;

/** GET /api/quotes/{id}/audio: the quote's audio record, or null when it has none (404). */
export async function getQuoteAudio(quoteId: string, signal?: AbortSignal): Promise<QuoteAudio | null> {
  try {
    return await apiFetch<QuoteAudio>(`/api/quotes/${encodeURIComponent(quoteId)}/audio`, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function quoteAudioQueryOptions(quoteId: string) {
  return queryOptions({
    queryKey: quoteAudioKey(quoteId),
    queryFn: ({ signal }) => getQuoteAudio(quoteId, signal),
    staleTime: AUDIO_STALE_MS,
    retry: false,
  });
}

export function useQuoteAudio(quoteId: string | undefined, enabled = true) {
  return useQuery({ ...quoteAudioQueryOptions(quoteId ?? ""), enabled: enabled && quoteId !== undefined });
}
