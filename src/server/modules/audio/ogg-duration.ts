/*
 * Duration of an Ogg (Opus or Vorbis) file from its pages, without decoding. Each page carries the granule
 * position (the count of samples decoded so far) of its last packet; readers usually trust the last page alone,
 * so a file whose last page claims an early position could pass as short. Every page is read and the latest
 * position of any of them counts; for Opus, whose packets say their own length in their first byte, the sum of
 * the packets counts too, so that no granule position can shorten the file.
 */

const CAPTURE = "OggS";
const PAGE_HEADER = 27;
/** Opus counts 48 kHz samples, in granule positions and in packets. */
const OPUS_RATE = 48_000;

interface Stream {
  codec: "opus" | "vorbis";
  rate: number;
  /** Samples to skip at the start (Opus pre-skip). */
  skip: number;
}

/** Seconds: the longer of the latest granule position and (Opus) the packets' own lengths; undefined when not Opus or Vorbis in Ogg. */
export function oggDuration(bytes: Uint8Array): number | undefined {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let stream: Stream | undefined;
  let latest = -1n;
  let packetSamples = 0;
  let at = buffer.indexOf(CAPTURE);
  while (at >= 0 && at + PAGE_HEADER <= buffer.length) {
    const segments = buffer[at + 26]!;
    const tableEnd = at + PAGE_HEADER + segments;
    if (tableEnd > buffer.length) break;
    // A packet starts at the page's start unless the page continues one, and after every segment under 255 bytes.
    let starts = (buffer[at + 5]! & 0x01) === 0;
    let offset = tableEnd;
    for (let i = at + PAGE_HEADER; i < tableEnd; i++) {
      const lacing = buffer[i]!;
      if (starts && offset < buffer.length) {
        const packet = buffer.subarray(offset, Math.min(offset + 8, buffer.length));
        stream ??= identify(buffer.subarray(offset, Math.min(offset + 19, buffer.length)));
        if (stream?.codec === "opus") packetSamples += opusPacketSamples(packet);
      }
      offset += lacing;
      starts = lacing < 255;
    }
    const granule = buffer.readBigInt64LE(at + 6);
    // -1 marks a page on which no packet ends.
    if (granule > latest) latest = granule;
    // A damaged or hostile page: look for the next capture pattern, as a demuxer resyncs.
    at = buffer.subarray(offset, offset + 4).toString("latin1") === CAPTURE ? offset : buffer.indexOf(CAPTURE, at + 1);
  }
  if (!stream) return undefined;
  const samples = Math.max(Number(latest), packetSamples);
  if (samples <= 0) return undefined;
  return Math.max(0, samples - stream.skip) / stream.rate;
}

/** The stream's codec, rate and pre-skip from its identification header (the first packet). */
function identify(packet: Buffer): Stream | undefined {
  if (packet.length >= 19 && packet.toString("latin1", 0, 8) === "OpusHead") {
    return { codec: "opus", rate: OPUS_RATE, skip: packet.readUInt16LE(10) };
  }
  if (packet.length >= 16 && packet[0] === 1 && packet.toString("latin1", 1, 7) === "vorbis") {
    const rate = packet.readUInt32LE(12);
    return rate > 0 ? { codec: "vorbis", rate, skip: 0 } : undefined;
  }
  return undefined;
}

/** 48 kHz samples per frame of each of the 32 Opus configurations (RFC 6716, 3.1). */
const OPUS_FRAME_SAMPLES = Array.from({ length: 32 }, (_, config) => {
  if (config < 12) return [480, 960, 1920, 2880][config % 4]!; // SILK: 10, 20, 40, 60 ms
  if (config < 16) return [480, 960][config % 2]!; // hybrid: 10, 20 ms
  return [120, 240, 480, 960][config % 4]!; // CELT: 2.5, 5, 10, 20 ms
});

/** Samples an Opus audio packet holds, from its table-of-contents byte; 0 for the header packets. */
function opusPacketSamples(packet: Buffer): number {
  if (packet.length === 0) return 0;
  if (packet.length >= 8 && packet.toString("latin1", 0, 4) === "Opus") return 0; // OpusHead, OpusTags
  const toc = packet[0]!;
  const frames = [1, 2, 2, (packet[1] ?? 0) & 0x3f][toc & 0x03]!;
  return OPUS_FRAME_SAMPLES[toc >> 3]! * frames;
}
