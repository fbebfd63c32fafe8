import { useMutation, useQueryClient } from "@tanstack/react-query";
import { AUTH_REQUIRED_MESSAGE, ApiError, apiFetch, readAuthToken } from "#client/lib/api.ts";
import { AUDIO_MESSAGES } from "../messages.ts";
import type { Waveform as WaveformData } from "#contracts/audio.ts";
import { waveformKey } from "./get-waveform.ts";

/** POST /api/audio/waveform/{id}/regenerate (admin): recomputes the peaks from the stored file. */
export async function regenerateWaveform(quoteId: string): Promise<WaveformData> {
  // docs/product/messages-and-limits.md: without a token the call is not even tried.
  if (!readAuthToken()) throw new Error(AUTH_REQUIRED_MESSAGE);
  try {
    return await apiFetch<WaveformData>(`/api/audio/waveform/${encodeURIComponent(quoteId)}/regenerate`, {
      method: "POST",
    });
  } catch (error) {
    if (error instanceof ApiError)
      throw new Error(serverErrorField(error.body) ?? AUDIO_MESSAGES.regenerateFailed, { cause: error });
    throw new Error(AUDIO_MESSAGES.regenerateFailed, { cause: error });
  }
}

/** docs/product/messages-and-limits.md: the server's `error` field, else the fallback. */
function serverErrorField(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === "object") {
      const record = parsed as { error?: unknown; message?: unknown };
      if (typeof record.message === "string" && record.message.trim()) return record.message;
      if (typeof record.error === "string" && record.error.trim()) return record.error;
    }
  } catch {
    // not JSON
  }
  return undefined;
}

export function useRegenerateWaveform(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => regenerateWaveform(quoteId),
    onSuccess: (waveform) => queryClient.setQueryData(waveformKey(quoteId), waveform),
  });
}
