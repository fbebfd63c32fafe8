import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "#client/lib/api.ts";
import type { QuoteAudio } from "#contracts/audio.ts";
import { afterAudioChange } from "./invalidate.ts";

/** POST /api/quotes/{id}/audio (owner or admin): a recorded or chosen file, as multipart. */
export function uploadAudio(quoteId: string, file: Blob, fileName: string) {
  const form = new FormData();
  form.append("file", file, fileName);
  return apiFetch<QuoteAudio>(`/api/quotes/${encodeURIComponent(quoteId)}/audio`, { method: "POST", form });
}

export function useUploadAudio(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, name }: { file: Blob; name: string }) => uploadAudio(quoteId, file, name),
    onSuccess: (audio) => afterAudioChange(queryClient, quoteId, audio),
  });
}
