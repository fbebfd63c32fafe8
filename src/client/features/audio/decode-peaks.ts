import { computePeaks, WAVEFORM_PEAK_COUNT, WAVEFORM_SAMPLE_RATE } from "./peaks.ts";
import type { Waveform as WaveformData } from "#contracts/audio.ts";

/**
 * Peaks computed in the browser for audio that has no stored waveform (docs/product/messages-and-limits.md): the file is decoded once,
 * resampled to 44,100 Hz, and its first channel measured.
 */
export async function peaksFromAudioUrl(url: string, signal?: AbortSignal): Promise<Omit<WaveformData, "generatedAt">> {
  const response = await fetch(url, { signal, credentials: "include" });
  if (!response.ok) throw new Error(`${response.status}`);
  const bytes = await response.arrayBuffer();
  const context = new OfflineAudioContext(1, 1, WAVEFORM_SAMPLE_RATE);
  const decoded = await context.decodeAudioData(bytes);
  const peaks = computePeaks(decoded.getChannelData(0), WAVEFORM_PEAK_COUNT);
  return { peaks, resolution: peaks.length, sampleRate: WAVEFORM_SAMPLE_RATE };
}
