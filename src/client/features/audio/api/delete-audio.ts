import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "#client/lib/api.ts";
import { afterAudioChange } from "./invalidate.ts";

/** DELETE /api/quotes/{id}/audio (admin): removes the record, the file and the waveform. */
export function deleteAudio(quoteId: string) {
  return apiFetch<unknown>(`/api/quotes/${encodeURIComponent(quoteId)}/audio`, { method: "DELETE" });
}

export function useDeleteAudio(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteAudio(quoteId),
    onSuccess: () => afterAudioChange(queryClient, quoteId, null),
  });
}
