import { queryOptions } from "@tanstack/react-query";
import { ApiError, apiFetch } from "#client/lib/api.ts";
import { queryKeys } from "#client/lib/query-keys.ts";
import type { Waveform as WaveformData } from "#contracts/audio.ts";

/** docs/product/messages-and-limits.md: waveforms are fresh for an hour and kept for 24 hours. */
export const WAVEFORM_STALE_MS = 60 * 60_000;
export const WAVEFORM_GC_MS = 24 * 60 * 60_000;

export const waveformKey = queryKeys.audio.waveform;

/** GET /api/audio/waveform/{quoteId}: the stored peaks, or null when none are stored (404). */
export async function getWaveform(quoteId: string, signal?: AbortSignal): Promise<WaveformData | null> {
  try {
    return await apiFetch<WaveformData>(`/api/audio/waveform/${encodeURIComponent(quoteId)}`, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function waveformQueryOptions(quoteId: string) {
  return queryOptions({
    queryKey: waveformKey(quoteId),
    queryFn: ({ signal }) => getWaveform(quoteId, signal),
    staleTime: WAVEFORM_STALE_MS,
    gcTime: WAVEFORM_GC_MS,
    retry: false,
  });
}
