import { MPEGDecoder } from "mpg123-decoder";

/** Mono PCM in -1…1 and its sample rate: what speech engines produce and decoders return. */
export interface Pcm {
  pcm: Float32Array;
  sampleRate: number;
}

export const pcmDuration = ({ pcm, sampleRate }: Pcm) => (sampleRate > 0 ? pcm.length / sampleRate : 0);

/**
 * `count` peaks (0–1) of the signal: the largest absolute sample of each of `count` equal slices, scaled so
 * that the loudest slice is 1 (silence stays 0). Fewer samples than `count` give one peak per sample.
 */
export function computePeaks(pcm: Float32Array, count: number): number[] {
  const n = Math.max(1, Math.min(count, pcm.length || 1));
  const peaks = new Array<number>(n).fill(0);
  if (pcm.length === 0) return peaks;
  for (let i = 0; i < n; i++) {
    const start = Math.floor((i * pcm.length) / n);
    const end = Math.max(start + 1, Math.floor(((i + 1) * pcm.length) / n));
    let max = 0;
    for (let j = start; j < end; j++) {
      const v = Math.abs(pcm[j]!);
      if (v > max) max = v;
    }
    peaks[i] = Math.min(1, max);
  }
  const loudest = Math.max(...peaks);
  return loudest > 0 ? peaks.map((p) => Math.round((p / loudest) * 1000) / 1000) : peaks;
}

/** WAV (PCM 8/16/24/32-bit integer or 32/64-bit float, any channel count, mixed to mono). */
export function decodeWav(bytes: Uint8Array): Pcm {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (bytes.length < 12 || tag(0) !== "RIFF" || tag(8) !== "WAVE") throw new Error("not a WAV file");
  let format = 0;
  let channels = 0;
  let sampleRate = 0;
  let bits = 0;
  let at = 12;
  while (at + 8 <= bytes.length) {
    const id = tag(at);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === "fmt ") {
      format = view.getUint16(body, true);
      channels = view.getUint16(body + 2, true);
      sampleRate = view.getUint32(body + 4, true);
      bits = view.getUint16(body + 14, true);
      if (format === 0xfffe && size >= 26) format = view.getUint16(body + 24, true); // WAVE_FORMAT_EXTENSIBLE
    } else if (id === "data") {
      if (!channels || !sampleRate || !bits) throw new Error("WAV data before its format");
      const bytesPerSample = bits / 8;
      const end = Math.min(bytes.length, body + size);
      const frames = Math.floor((end - body) / (bytesPerSample * channels));
      const pcm = new Float32Array(frames);
      const read = (offset: number): number => {
        if (format === 3) return bits === 64 ? view.getFloat64(offset, true) : view.getFloat32(offset, true);
        if (format !== 1) throw new Error(`unsupported WAV encoding ${format}`);
        switch (bits) {
          case 8:
            return (view.getUint8(offset) - 128) / 128;
          case 16:
            return view.getInt16(offset, true) / 32768;
          case 24: {
            const v = view.getUint8(offset) | (view.getUint8(offset + 1) << 8) | (view.getInt8(offset + 2) << 16);
            return v / 8388608;
          }
          case 32:
            return view.getInt32(offset, true) / 2147483648;
          default:
            throw new Error(`unsupported WAV sample size ${bits}`);
        }
      };
      for (let f = 0; f < frames; f++) {
        let sum = 0;
        for (let c = 0; c < channels; c++) sum += read(body + (f * channels + c) * bytesPerSample);
        pcm[f] = sum / channels;
      }
      return { pcm, sampleRate };
    }
    at = body + size + (size % 2);
  }
  throw new Error("WAV file without data");
}

/** MP3 through mpg123 (WebAssembly), channels mixed to mono. */
export async function decodeMp3(bytes: Uint8Array): Promise<Pcm> {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  try {
    const { channelData, samplesDecoded, sampleRate } = decoder.decode(bytes);
    if (!samplesDecoded || !sampleRate || channelData.length === 0) throw new Error("no MP3 audio decoded");
    const pcm = new Float32Array(samplesDecoded);
    for (const channel of channelData) {
      for (let i = 0; i < samplesDecoded; i++) pcm[i]! += channel[i]! / channelData.length;
    }
    return { pcm, sampleRate };
  } finally {
    decoder.free();
  }
}
