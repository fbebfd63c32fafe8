import { ApiError, apiFetch } from "#client/lib/api.ts";
import type { Waveform as WaveformData } from "#contracts/audio.ts";

/**
 * POST /api/audio/waveform/{quoteId}: stores peaks the browser computed. docs/api.md: 401 and 403 are ignored
 * (a visitor may draw a waveform without being allowed to keep it); other failures are silent too (docs/product/messages-and-limits.md).
 */
export async function saveWaveform(quoteId: string, waveform: Omit<WaveformData, "generatedAt">): Promise<void> {
  try {
    await apiFetch<unknown>(`/api/audio/waveform/${encodeURIComponent(quoteId)}`, { method: "POST", json: waveform });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return;
    // Waveform errors are silent (docs/product/messages-and-limits.md).
  }
}
