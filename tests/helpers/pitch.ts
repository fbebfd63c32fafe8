/** How the tests tell voices apart by ear: a rough pitch estimate of synthesized speech. */

/**
 * Median fundamental frequency (Hz) over the voiced 40 ms frames, by normalised autocorrelation between
 * 60 and 500 Hz; 0 when nothing is voiced. Rough, but enough to tell a low voice from a high one.
 */
export function estimatePitch(pcm: Float32Array, sampleRate: number): number {
  const frame = Math.round(sampleRate * 0.04);
  const minLag = Math.floor(sampleRate / 500);
  const maxLag = Math.ceil(sampleRate / 60);
  const found: number[] = [];
  for (let start = 0; start + frame + maxLag < pcm.length; start += Math.round(frame / 2)) {
    let energy = 0;
    for (let i = 0; i < frame; i++) energy += pcm[start + i]! ** 2;
    if (energy / frame < 1e-4) continue;
    const scores = new Float32Array(maxLag + 1);
    let best = 0;
    for (let lag = minLag; lag <= maxLag; lag++) {
      let dot = 0;
      let e2 = 0;
      for (let i = 0; i < frame; i++) {
        const b = pcm[start + i + lag]!;
        dot += pcm[start + i]! * b;
        e2 += b * b;
      }
      scores[lag] = dot / Math.sqrt(energy * e2 + 1e-12);
      best = Math.max(best, scores[lag]!);
    }
    if (best < 0.75) continue;
    // The shortest lag that is a local maximum nearly as good as the best one (avoids octave errors).
    for (let lag = minLag + 1; lag < maxLag; lag++) {
      const r = scores[lag]!;
      if (r >= 0.9 * best && r >= scores[lag - 1]! && r >= scores[lag + 1]!) {
        found.push(sampleRate / lag);
        break;
      }
    }
  }
  if (found.length === 0) return 0;
  found.sort((a, b) => a - b);
  return found[Math.floor(found.length / 2)]!;
}
