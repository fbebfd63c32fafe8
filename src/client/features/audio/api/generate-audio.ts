import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TtsSettingsInput } from "#contracts/voices.ts";
import { apiFetch } from "#client/lib/api.ts";
import type { QuoteAudio } from "../types.ts";
import { afterAudioChange } from "./invalidate.ts";

/** POST /api/quotes/{id}/generate-audio (admin): narrates the quote; the request waits for the job (≤ 60 s). */
export function generateAudio(quoteId: string, settings: TtsSettingsInput) {
  return apiFetch<QuoteAudio>(`/api/quotes/${encodeURIComponent(quoteId)}/generate-audio`, {
    method: "POST",
    json: settings,
  });
}

export function useGenerateAudio(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: TtsSettingsInput) => generateAudio(quoteId, settings),
    onSuccess: (audio) => afterAudioChange(queryClient, quoteId, audio),
  });
}
