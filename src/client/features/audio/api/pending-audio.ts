import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import type { PendingAudio, QuotePendingAudio } from "#contracts/audio-review.ts";
import { apiFetch, apiFetchFile } from "#client/lib/api.ts";
import { queryKeys } from "#client/lib/query-keys.ts";

export const pendingAudioKey = queryKeys.quotes.pendingAudio;

/** GET /api/quotes/{id}/audio/pending: the quote's audio awaiting review (owner or admin), or null. */
export async function getPendingAudio(quoteId: string, signal?: AbortSignal): Promise<PendingAudio | null> {
  const path = `/api/quotes/${encodeURIComponent(quoteId)}/audio/pending`;
  return (await apiFetch<QuotePendingAudio>(path, { signal })).pending;
}

/** Asked only by those who may see it: the quote's owner and admins. */
export function usePendingAudio(quoteId: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: pendingAudioKey(quoteId),
      queryFn: ({ signal }) => getPendingAudio(quoteId, signal),
      enabled,
      retry: false,
    }),
  );
}

/** The submitted file (GET /api/audio/pending/{id}/file, with the bearer token): never public, so fetched. */
export async function fetchPendingAudioFile(pendingId: string, signal?: AbortSignal): Promise<Blob> {
  const { blob } = await apiFetchFile(`/api/audio/pending/${encodeURIComponent(pendingId)}/file`, { signal });
  return blob;
}

/**
 * After a submission was sent, approved or rejected: the quote's pending state is what the server said, and the
 * member's list of quotes with audio awaiting review (the dashboard's) refetches.
 */
export async function afterPendingChange(queryClient: QueryClient, quoteId: string, pending: PendingAudio | null) {
  queryClient.setQueryData(pendingAudioKey(quoteId), pending);
  await queryClient.invalidateQueries({ queryKey: queryKeys.audio.myPending.all });
}
