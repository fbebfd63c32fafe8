/*
 * The length of an MPEG audio stream (MP3, and layers I and II) by walking its frame headers: every frame
 * counts its own samples. No Xing, Info, VBRI or LAME field is read, since a file can declare any length
 * there (and a CBR estimate from the first frames and the file size is as easy to fool). Walking headers
 * is cheap (a jump per frame) and decodes nothing.
 */

/** kbit/s by bitrate index 1–14: MPEG-1 layers I, II, III, then MPEG-2/2.5 layer I, then layers II and III. */
const KBPS = {
  v1l1: [32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  v1l2: [32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  v1l3: [32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  v2l1: [32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
  v2l23: [8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
/** Sample rates by version bits (0: MPEG-2.5, 2: MPEG-2, 3: MPEG-1) and rate index 0–2. */
const RATES: Record<number, number[]> = { 0: [11025, 12000, 8000], 2: [22050, 24000, 16000], 3: [44100, 48000, 32000] };

export interface MpegFrame {
  /** Bytes, header included. */
  length: number;
  samples: number;
  sampleRate: number;
}

/** The frame whose header starts at `at`, or undefined when no valid header is there (free format included). */
export function mpegFrameAt(bytes: Uint8Array, at: number): MpegFrame | undefined {
  if (at + 4 > bytes.length || bytes[at] !== 0xff) return undefined;
  const b1 = bytes[at + 1]!;
  const b2 = bytes[at + 2]!;
  if ((b1 & 0xe0) !== 0xe0) return undefined;
  const version = (b1 >> 3) & 3;
  const layer = 4 - ((b1 >> 1) & 3); // 1, 2 or 3; 4 is the reserved value
  const bitrateIndex = b2 >> 4;
  const sampleRate = RATES[version]?.[(b2 >> 2) & 3];
  if (!sampleRate || layer === 4 || bitrateIndex === 0 || bitrateIndex === 15) return undefined;
  const mpeg1 = version === 3;
  const table = mpeg1 ? [KBPS.v1l1, KBPS.v1l2, KBPS.v1l3][layer - 1]! : layer === 1 ? KBPS.v2l1 : KBPS.v2l23;
  const bitrate = table[bitrateIndex - 1]! * 1000;
  const padding = (b2 >> 1) & 1;
  if (layer === 1) return { length: (Math.floor((12 * bitrate) / sampleRate) + padding) * 4, samples: 384, sampleRate };
  const samples = layer === 3 && !mpeg1 ? 576 : 1152;
  return { length: Math.floor(((samples / 8) * bitrate) / sampleRate) + padding, samples, sampleRate };
}

/** Bytes taken by an ID3v2 tag starting at `at` (header, body, footer), or 0 when none starts there. */
function id3v2Length(bytes: Uint8Array, at: number): number {
  if (at + 10 > bytes.length || bytes[at] !== 0x49 || bytes[at + 1] !== 0x44 || bytes[at + 2] !== 0x33) return 0;
  const size = [6, 7, 8, 9].reduce((sum, i) => sum * 128 + (bytes[at + i]! & 0x7f), 0); // syncsafe
  const footer = bytes[at + 5]! & 0x10 ? 10 : 0;
  return 10 + size + footer;
}

export interface MpegStreamLength {
  /** Seconds: the sum of every frame's samples over its sample rate. */
  seconds: number;
  frames: number;
}

/**
 * Counts every frame of the stream. ID3v2 tags before the first frame are skipped by their size; any other
 * bytes that are not a frame (a trailing tag, junk) are stepped over one at a time until the next valid
 * header, so hiding frames behind junk or a tag-like header does not shorten the count (a false header
 * found in junk only lengthens it). Undefined when there is no frame at all.
 */
export function mpegStreamLength(bytes: Uint8Array): MpegStreamLength | undefined {
  let seconds = 0;
  let frames = 0;
  let at = 0;
  while (at + 4 <= bytes.length) {
    const tag = frames === 0 ? id3v2Length(bytes, at) : 0;
    if (tag > 0) {
      at += tag;
      continue;
    }
    const frame = mpegFrameAt(bytes, at);
    if (!frame) {
      at += 1;
      continue;
    }
    seconds += frame.samples / frame.sampleRate;
    frames += 1;
    at += frame.length;
  }
  return frames > 0 ? { seconds, frames } : undefined;
}
