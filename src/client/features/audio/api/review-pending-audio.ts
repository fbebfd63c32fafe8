import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { QuoteAudio } from "#contracts/audio.ts";
import {
  ADMIN_PENDING_AUDIO_PAGE_SIZE,
  type AdminPendingAudioList,
  type PendingAudioRejected,
} from "#contracts/audio-review.ts";
import { apiFetch, withQuery } from "#client/lib/api.ts";
import { adminQueryKeys } from "#client/lib/admin-query-keys.ts";
import { afterAudioChange } from "./invalidate.ts";
import { afterPendingChange } from "./pending-audio.ts";

const PATH = "/api/admin/audio/pending";

/** GET /api/admin/audio/pending (admin): members' audio awaiting review, oldest first. */
export function pendingReviewQueryOptions(page = 0) {
  const query = { limit: ADMIN_PENDING_AUDIO_PAGE_SIZE, offset: page * ADMIN_PENDING_AUDIO_PAGE_SIZE };
  return queryOptions({
    queryKey: adminQueryKeys.audioReview.page(query),
    queryFn: ({ signal }) => apiFetch<AdminPendingAudioList>(withQuery(PATH, query), { signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePendingReview(page = 0) {
  return useQuery(pendingReviewQueryOptions(page));
}

/** POST /api/admin/audio/pending/{id}/approve or /reject (admin): the queue, the quote's audio and lists follow. */
export function useDecidePendingAudio(pendingId: string, quoteId: string) {
  const queryClient = useQueryClient();
  const url = (decision: "approve" | "reject") => `${PATH}/${encodeURIComponent(pendingId)}/${decision}`;
  const settle = () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.audioReview.all });
  const approve = useMutation({
    mutationFn: () => apiFetch<QuoteAudio>(url("approve"), { method: "POST" }),
    onSuccess: async (audio) => {
      await afterPendingChange(queryClient, quoteId, null);
      await afterAudioChange(queryClient, quoteId, audio);
    },
    onSettled: settle,
  });
  const reject = useMutation({
    mutationFn: () => apiFetch<PendingAudioRejected>(url("reject"), { method: "POST" }),
    onSuccess: () => afterPendingChange(queryClient, quoteId, null),
    onSettled: settle,
  });
  return { approve, reject };
}
