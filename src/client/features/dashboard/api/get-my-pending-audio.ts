import { useQuery } from "@tanstack/react-query";
import type { MyPendingAudio } from "#contracts/audio-review.ts";
import { apiFetch } from "#client/lib/api.ts";
import { queryKeys } from "#client/lib/query-keys.ts";

/** Shared with the audio feature's key, which refreshes it when a recording or file is sent for review. */
const PATH = "/api/audio/pending/mine";

/** GET /api/audio/pending/mine: the ids of the signed-in member's quotes whose new audio awaits an admin. */
export function useQuotesWithAudioAwaitingReview(userId: string) {
  return useQuery({
    queryKey: queryKeys.audio.myPending.of(userId),
    queryFn: ({ signal }) => apiFetch<MyPendingAudio>(PATH, { signal }),
    select: (data) => new Set((Array.isArray(data.items) ? data.items : []).map((item) => item.quote_id)),
    retry: false,
  });
}
