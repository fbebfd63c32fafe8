/**
 * Small signal-processing helpers for synthesised speech (mono Float32 PCM in -1..1). Pure functions, no I/O:
 * they run in the speech worker processes and in tests.
 */

export function int16ToFloat32(samples: Int16Array): Float32Array {
  const out = new Float32Array(samples.length);
  for (let i = 0; i < samples.length; i++) out[i] = samples[i]! / 32768;
  return out;
}

export function float32ToInt16(samples: Float32Array): Int16Array {
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const v = Math.max(-1, Math.min(1, samples[i]!));
    out[i] = v < 0 ? Math.round(v * 32768) : Math.round(v * 32767);
  }
  return out;
}

export function concatFloat32(parts: Float32Array[]): Float32Array {
  const out = new Float32Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

const SINC_HALF_WIDTH = 16;
/** Kernel table resolution: values per input sample (linear interpolation in between). */
const KERNEL_STEPS = 512;
const kernels = new Map<number, { half: number; table: Float32Array }>();

/** Blackman-windowed sinc with cut-off `cutoff` (relative to the input's Nyquist), tabulated once. */
function kernelFor(cutoff: number) {
  const key = Math.round(cutoff * 1e6);
  let kernel = kernels.get(key);
  if (!kernel) {
    const half = Math.ceil(SINC_HALF_WIDTH / cutoff);
    const table = new Float32Array(half * KERNEL_STEPS + 2);
    for (let i = 0; i < table.length; i++) {
      const x = i / KERNEL_STEPS;
      const t = Math.min(1, x / half);
      const window = 0.42 + 0.5 * Math.cos(Math.PI * t) + 0.08 * Math.cos(2 * Math.PI * t);
      const arg = Math.PI * x * cutoff;
      table[i] = window * (arg === 0 ? 1 : Math.sin(arg) / arg) * cutoff;
    }
    kernel = { half, table };
    kernels.set(key, kernel);
  }
  return kernel;
}

/**
 * Band-limited resampling by a windowed sinc (Blackman, 2×16 zero crossings). `ratio` = output rate / input
 * rate. Downsampling lowers the cut-off so nothing aliases.
 */
export function resample(input: Float32Array, ratio: number): Float32Array {
  if (Math.abs(ratio - 1) < 1e-9) return input.slice();
  const outLength = Math.max(0, Math.round(input.length * ratio));
  const out = new Float32Array(outLength);
  const { half, table } = kernelFor(Math.min(1, ratio));
  const step = 1 / ratio;
  for (let i = 0; i < outLength; i++) {
    const centre = i * step;
    const first = Math.max(0, Math.ceil(centre - half));
    const last = Math.min(input.length - 1, Math.floor(centre + half));
    let sum = 0;
    let weights = 0;
    for (let j = first; j <= last; j++) {
      const pos = Math.abs(j - centre) * KERNEL_STEPS;
      const k = Math.floor(pos);
      const frac = pos - k;
      const w = table[k]! + (table[k + 1]! - table[k]!) * frac;
      sum += input[j]! * w;
      weights += w;
    }
    // Normalise by the kernel's sum so that a constant signal stays constant at the edges.
    out[i] = weights > 1e-6 ? sum / weights : 0;
  }
  return out;
}

/** Scales the signal so that its peak is `peak` (nothing happens to silence). */
export function normalisePeak(input: Float32Array, peak = 0.89): Float32Array {
  let max = 0;
  for (const v of input) max = Math.max(max, Math.abs(v));
  if (max < 1e-6) return input;
  const gain = peak / max;
  const out = new Float32Array(input.length);
  for (let i = 0; i < input.length; i++) out[i] = input[i]! * gain;
  return out;
}

/** Removes leading and trailing silence, keeping `padSeconds` of it on each side. */
export function trimSilence(
  input: Float32Array,
  sampleRate: number,
  threshold = 0.01,
  padSeconds = 0.12,
): Float32Array {
  let start = 0;
  while (start < input.length && Math.abs(input[start]!) < threshold) start++;
  let end = input.length - 1;
  while (end > start && Math.abs(input[end]!) < threshold) end--;
  if (start >= input.length) return input;
  const pad = Math.round(sampleRate * padSeconds);
  const out = new Float32Array(end - start + 1 + 2 * pad);
  out.set(input.subarray(start, end + 1), pad);
  return out;
}

/** A gentle first-order high-pass (removes DC and rumble below ~`cutoffHz`). */
export function highPass(input: Float32Array, sampleRate: number, cutoffHz = 60): Float32Array {
  const rc = 1 / (2 * Math.PI * cutoffHz);
  const alpha = rc / (rc + 1 / sampleRate);
  const out = new Float32Array(input.length);
  let prevIn = 0;
  let prevOut = 0;
  for (let i = 0; i < input.length; i++) {
    const x = input[i]!;
    prevOut = alpha * (prevOut + x - prevIn);
    prevIn = x;
    out[i] = prevOut;
  }
  return out;
}

/**
 * Waveform peaks for display: the signal is cut into `count` equal slices and each gives its maximum
 * absolute amplitude, scaled so that the loudest slice is 1 (all values in 0..1).
 */
export function computePeaks(pcm: Float32Array, count: number): number[] {
  const n = Math.max(1, Math.floor(count));
  const peaks = new Array<number>(n).fill(0);
  if (pcm.length === 0) return peaks;
  for (let i = 0; i < n; i++) {
    const from = Math.floor((i * pcm.length) / n);
    const to = Math.max(from + 1, Math.floor(((i + 1) * pcm.length) / n));
    let max = 0;
    for (let j = from; j < to && j < pcm.length; j++) max = Math.max(max, Math.abs(pcm[j]!));
    peaks[i] = max;
  }
  const top = Math.max(...peaks);
  return peaks.map((p) => (top > 0 ? Math.round((p / top) * 1000) / 1000 : 0));
}
