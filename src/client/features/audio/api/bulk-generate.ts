import { useMutation } from "@tanstack/react-query";
import type { TtsSettingsInput, BulkGenerateAccepted } from "#contracts/audio.ts";
import { apiFetch } from "#client/lib/api.ts";

/** POST /api/audio/generate (admin, ≤ 100 quotes): queues one job per quote and answers 202 at once. */
export function bulkGenerate(quoteIds: string[], settings: TtsSettingsInput) {
  return apiFetch<BulkGenerateAccepted>("/api/audio/generate", {
    method: "POST",
    json: { quote_ids: quoteIds, ...settings },
  });
}

export function useBulkGenerate() {
  return useMutation({
    mutationFn: ({ quoteIds, settings }: { quoteIds: string[]; settings: TtsSettingsInput }) =>
      bulkGenerate(quoteIds, settings),
  });
}
