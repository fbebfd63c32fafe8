/*
 * The length of a RIFF/WAVE file from its header: the frames its first data chunk holds (never more than
 * the file's bytes, whatever the chunk declares) over the sample rate. It reads the chunks the way
 * decodeWav (pcm.ts) does, so the file it would decode is exactly this long.
 */

/** Seconds, or undefined when `bytes` is not a WAV with a format before its data. */
export function wavDuration(bytes: Uint8Array): number | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (bytes.length < 12 || tag(0) !== "RIFF" || tag(8) !== "WAVE") return undefined;
  let channels = 0;
  let sampleRate = 0;
  let bits = 0;
  let at = 12;
  while (at + 8 <= bytes.length) {
    const id = tag(at);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === "fmt ") {
      if (body + 16 > bytes.length) return undefined;
      channels = view.getUint16(body + 2, true);
      sampleRate = view.getUint32(body + 4, true);
      bits = view.getUint16(body + 14, true);
    } else if (id === "data") {
      if (!channels || !sampleRate || !bits) return undefined;
      const end = Math.min(bytes.length, body + size);
      const frames = Math.floor((end - body) / ((bits / 8) * channels));
      return frames / sampleRate;
    }
    at = body + size + (size % 2);
  }
  return undefined;
}
