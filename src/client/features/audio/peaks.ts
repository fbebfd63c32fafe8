/** Waveform peaks (docs/product/data-model.md Waveform data): absolute amplitudes in 0–1, computed once per quote. */

/** docs/product/messages-and-limits.md: client-side peaks come from one channel, decoded at 44,100 Hz. */
export const WAVEFORM_SAMPLE_RATE = 44_100;
/** How many peaks a client-computed waveform stores (the server accepts 1–4096). */
export const WAVEFORM_PEAK_COUNT = 1000;

/** docs/product/audio.md: the card's waveform bars. */
export const WAVEFORM_BAR_WIDTH = 3;
export const WAVEFORM_BAR_GAP = 3;
export const WAVEFORM_HEIGHT = 50;

const round = (value: number) => Math.round(value * 10_000) / 10_000;

/** The largest absolute sample of each of `count` equal slices of `samples`, in 0–1. */
export function computePeaks(samples: ArrayLike<number>, count = WAVEFORM_PEAK_COUNT): number[] {
  const length = samples.length;
  if (length === 0 || count <= 0) return [];
  const buckets = Math.min(count, length);
  const peaks = new Array<number>(buckets);
  for (let i = 0; i < buckets; i++) {
    const start = Math.floor((i * length) / buckets);
    const end = Math.max(start + 1, Math.floor(((i + 1) * length) / buckets));
    let max = 0;
    for (let j = start; j < end; j++) {
      const value = Math.abs(samples[j] ?? 0);
      if (value > max) max = value;
    }
    peaks[i] = round(Math.min(1, max));
  }
  return peaks;
}

/**
 * `peaks` squeezed (or stretched) to `bars` bars, each the largest peak of its slice, then scaled so the
 * loudest bar fills the height (quiet recordings still show their shape). Every bar keeps a sliver of height.
 */
export function barHeights(peaks: readonly number[], bars: number, minimum = 0.04): number[] {
  if (bars <= 0) return [];
  if (peaks.length === 0) return new Array<number>(bars).fill(minimum);
  const heights = new Array<number>(bars);
  for (let i = 0; i < bars; i++) {
    const start = Math.floor((i * peaks.length) / bars);
    const end = Math.max(start + 1, Math.floor(((i + 1) * peaks.length) / bars));
    let max = 0;
    for (let j = start; j < end && j < peaks.length; j++) max = Math.max(max, Math.abs(peaks[j] ?? 0));
    heights[i] = max;
  }
  const loudest = Math.max(...heights);
  return heights.map((h) => Math.max(minimum, loudest > 0 ? h / loudest : 0));
}

/** How many bars of `barWidth` + `gap` fit into `width` pixels. */
export function barCount(width: number, barWidth = WAVEFORM_BAR_WIDTH, gap = WAVEFORM_BAR_GAP): number {
  if (!(width > 0)) return 0;
  return Math.max(1, Math.floor((width + gap) / (barWidth + gap)));
}
