/**
 * How loud a stretch of mono PCM (-1..1) is: its root mean square, and the share of 20 ms frames louder than
 * -34 dBFS (RMS 0.02), which tells speech from pauses. Peak-normalised output always peaks near full scale, so
 * only these tell speech from silence or a lone click.
 */
export function loudness(pcm: Float32Array, sampleRate: number): { rms: number; voiced: number } {
  let squares = 0;
  for (const v of pcm) squares += v * v;
  const frame = Math.max(1, Math.round(sampleRate * 0.02));
  let frames = 0;
  let voiced = 0;
  for (let start = 0; start + frame <= pcm.length; start += frame) {
    let energy = 0;
    for (let i = start; i < start + frame; i++) energy += pcm[i]! * pcm[i]!;
    frames++;
    if (Math.sqrt(energy / frame) > 0.02) voiced++;
  }
  return { rms: Math.sqrt(squares / Math.max(1, pcm.length)), voiced: frames === 0 ? 0 : voiced / frames };
}

/** Lower bounds for synthesised speech (measured 0.06–0.28 RMS and 67–85% voiced frames over the ten voices). */
export const SPEECH_MIN_RMS = 0.03;
export const SPEECH_MIN_VOICED = 0.4;
