/** Audio containers accepted for upload (docs/product/audio.md), recognised by their first bytes, never by name. */
export type UploadFormat = "mp3" | "wav" | "m4a" | "webm" | "ogg";

export const FORMAT_MIME: Record<UploadFormat, string> = {
  mp3: "audio/mpeg",
  wav: "audio/wav",
  m4a: "audio/mp4",
  webm: "audio/webm",
  ogg: "audio/ogg",
};

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

/** An MPEG audio frame header (layer I–III, valid bitrate and sample-rate indexes) at `at`. */
function isMpegFrame(bytes: Uint8Array, at: number): boolean {
  if (at + 4 > bytes.length) return false;
  const [b0, b1, b2] = [bytes[at]!, bytes[at + 1]!, bytes[at + 2]!];
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return false;
  const version = (b1 >> 3) & 0x03;
  const layer = (b1 >> 1) & 0x03;
  const bitrate = b2 >> 4;
  const rate = (b2 >> 2) & 0x03;
  return version !== 1 && layer !== 0 && bitrate !== 0 && bitrate !== 15 && rate !== 3;
}

/** The container of `bytes` by its magic numbers, or undefined when it is none of the accepted ones. */
export function sniffAudio(bytes: Uint8Array): UploadFormat | undefined {
  if (bytes.length < 12) return undefined;
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WAVE") return "wav";
  if (ascii(bytes, 0, 4) === "OggS") return "ogg";
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return "webm";
  if (ascii(bytes, 4, 4) === "ftyp") return "m4a";
  if (ascii(bytes, 0, 3) === "ID3") return "mp3";
  // A bare MPEG stream: a frame header at the start (ADTS AAC shares the sync word but has layer 0).
  if (isMpegFrame(bytes, 0)) return "mp3";
  return undefined;
}
