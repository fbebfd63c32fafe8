import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "#client/lib/api.ts";
import { AUDIO_UPLOAD_FIELD, type QuoteAudio } from "#contracts/audio.ts";
import type { PendingAudio } from "#contracts/audio-review.ts";
import { afterAudioChange } from "./invalidate.ts";
import { afterPendingChange } from "./pending-audio.ts";

/** A member's upload waits for an admin (202); an admin's is the quote's audio at once (201). */
export const isPendingAudio = (stored: QuoteAudio | PendingAudio): stored is PendingAudio =>
  "state" in stored && stored.state === "awaiting_review";

/** POST /api/quotes/{id}/audio (owner or admin): a recorded or chosen file, as multipart. */
export function uploadAudio(quoteId: string, file: Blob, fileName: string) {
  const form = new FormData();
  form.append(AUDIO_UPLOAD_FIELD, file, fileName);
  return apiFetch<QuoteAudio | PendingAudio>(`/api/quotes/${encodeURIComponent(quoteId)}/audio`, {
    method: "POST",
    form,
  });
}

export function useUploadAudio(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, name }: { file: Blob; name: string }) => uploadAudio(quoteId, file, name),
    onSuccess: (stored) =>
      isPendingAudio(stored)
        ? afterPendingChange(queryClient, quoteId, stored)
        : afterAudioChange(queryClient, quoteId, stored),
  });
}
