import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "fixtures", "audio");

/** A committed audio file from tests/fixtures/audio (Ogg Vorbis tones made with sox, AAC in M4A with ffmpeg). */
export const audioFixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));

/** An EBML element: id bytes, size as a vint (or the 8-byte "unknown" size), body. */
export function ebmlElement(id: number[], body: number[] | Uint8Array, unknownSize = false): number[] {
  const data = [...body];
  const size = unknownSize
    ? [0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]
    : [0x10, 0, 0, 0].map((b, i) => (i === 0 ? 0x10 : (data.length >> (8 * (3 - i))) & 0xff));
  return [...id, ...size, ...data];
}
export const ebmlUint = (n: number, bytes: number) =>
  Array.from({ length: bytes }, (_, i) => (n >> (8 * (bytes - 1 - i))) & 0xff);
const simpleBlock = (relative: number) =>
  ebmlElement([0xa3], [0x81, ...ebmlUint(relative & 0xffff, 2), 0x80, 1, 2, 3, 4]);

/**
 * A recording as MediaRecorder writes it: unknown sizes, no Duration, clusters of blocks (one every 2 s).
 * `declaredSeconds` writes a Duration element as well, which may lie about the blocks.
 */
export function recordedWebm(seconds: number, options: { declaredSeconds?: number } = {}): Uint8Array {
  const header = ebmlElement([0x1a, 0x45, 0xdf, 0xa3], ebmlElement([0x42, 0x82], [...Buffer.from("webm")]));
  const duration =
    options.declaredSeconds === undefined
      ? []
      : ebmlElement(
          [0x44, 0x89],
          [...new Uint8Array(new Float64Array([options.declaredSeconds * 1000]).buffer).reverse()],
        );
  const info = ebmlElement(
    [0x15, 0x49, 0xa9, 0x66],
    [...ebmlElement([0x2a, 0xd7, 0xb1], ebmlUint(1_000_000, 3)), ...duration],
  );
  const clusters: number[] = [];
  for (let start = 0; start <= seconds * 1000; start += 10_000) {
    const blocks: number[] = [];
    for (let t = 0; t < 10_000 && start + t <= seconds * 1000; t += 2_000) blocks.push(...simpleBlock(t));
    clusters.push(
      ...ebmlElement([0x1f, 0x43, 0xb6, 0x75], [...ebmlElement([0xe7], ebmlUint(start, 4)), ...blocks], true),
    );
  }
  return new Uint8Array([...header, ...ebmlElement([0x18, 0x53, 0x80, 0x67], [...info, ...clusters], true)]);
}

/** MPEG-1 layer III, 32 kbit/s, 32 kHz, mono: 144 bytes a frame of 1152 samples (36 ms). */
const SILENT_FRAME_HEADER = [0xff, 0xfb, 0x18, 0xc4];
const SILENT_FRAME_BYTES = 144;
export const SILENT_FRAME_SECONDS = 1152 / 32_000;

/** One MP3 frame of silence: a valid header and all-zero side information and data (nothing to decode). */
function silentFrame(): Uint8Array {
  const frame = new Uint8Array(SILENT_FRAME_BYTES);
  frame.set(SILENT_FRAME_HEADER);
  return frame;
}

/**
 * `seconds` of silent MP3 at 32 kbit/s (4 kB a second: 20 minutes fit in 4.8 MB). With `xingFrames`, the
 * first frame is a Xing header that declares that many frames instead, as a lying file would.
 */
export function silentMp3(seconds: number, options: { xingFrames?: number } = {}): Buffer {
  const count = Math.ceil(seconds / SILENT_FRAME_SECONDS);
  const out = Buffer.alloc(count * SILENT_FRAME_BYTES);
  const frame = silentFrame();
  for (let i = 0; i < count; i++) out.set(frame, i * SILENT_FRAME_BYTES);
  if (options.xingFrames !== undefined) {
    // After the header and 17 bytes of mono side information: "Xing", flags (frame and byte counts), the counts.
    out.write("Xing", 4 + 17, "ascii");
    out.writeUInt32BE(3, 4 + 17 + 4);
    out.writeUInt32BE(options.xingFrames, 4 + 17 + 8);
    out.writeUInt32BE(options.xingFrames * SILENT_FRAME_BYTES, 4 + 17 + 12);
  }
  return out;
}

/**
 * `tone-61s.m4a` with its movie header (`mvhd`) and track header (`mdhd`) rewritten to say `seconds`: the
 * samples, and what a player plays, still last 61 s.
 */
export function m4aWithLyingHeaders(seconds: number): Buffer {
  const file = Buffer.from(audioFixture("tone-61s.m4a"));
  for (const box of ["mvhd", "mdhd"]) {
    for (let at = file.indexOf(box); at >= 0; at = file.indexOf(box, at + 4)) {
      const body = at + 4;
      if (file[body] === 0) file.writeUInt32BE(file.readUInt32BE(body + 12) * seconds, body + 16);
      else file.writeBigUInt64BE(BigInt(file.readUInt32BE(body + 20) * seconds), body + 24);
    }
  }
  return file;
}

/** `tone-61s.ogg` (Vorbis) with its last page's granule position rewritten to say `seconds`: the other pages still count to 57 s. */
export function oggWithLyingLastPage(seconds: number): Buffer {
  const file = Buffer.from(audioFixture("tone-61s.ogg"));
  const rate = file.readUInt32LE(file.indexOf("\x01vorbis", 0, "latin1") + 12);
  const last = file.lastIndexOf("OggS");
  file.writeBigInt64LE(BigInt(seconds * rate), last + 6);
  return file;
}

/** One Ogg page holding whole packets (no CRC: the server's reader does not need one). */
function oggPage(packets: Buffer[], granule: bigint, sequence: number, headerType = 0): Buffer {
  const lacing = packets.flatMap((p) => [...Array<number>(Math.floor(p.length / 255)).fill(255), p.length % 255]);
  const header = Buffer.alloc(27);
  header.write("OggS", 0, "latin1");
  header[5] = headerType;
  header.writeBigInt64LE(granule, 6);
  header.writeUInt32LE(1, 14);
  header.writeUInt32LE(sequence, 18);
  header[26] = lacing.length;
  return Buffer.concat([header, Buffer.from(lacing), ...packets]);
}

/**
 * An Opus stream in Ogg of `seconds` of 20 ms packets (CELT, one frame each; the payload is not real speech),
 * whose every page claims the granule position of `claimedSeconds`.
 */
export function opusOgg(seconds: number, claimedSeconds = seconds): Buffer {
  const head = Buffer.alloc(19);
  head.write("OpusHead", 0, "latin1");
  head[8] = 1;
  head[9] = 1;
  head.writeUInt16LE(312, 10);
  head.writeUInt32LE(48_000, 12);
  const tags = Buffer.concat([Buffer.from("OpusTags", "latin1"), Buffer.alloc(8)]);
  const pages = [oggPage([head], 0n, 0, 0x02), oggPage([tags], 0n, 1)];
  const packet = Buffer.from([(31 << 3) | 0, 0xaa, 0x55]); // config 31: CELT 20 ms; code 0: one frame
  const packetsPerPage = 50;
  const total = Math.round(seconds * 50);
  const claimed = BigInt(Math.round(claimedSeconds * 48_000) + 312);
  for (let sent = 0, sequence = 2; sent < total; sent += packetsPerPage, sequence++) {
    const count = Math.min(packetsPerPage, total - sent);
    pages.push(oggPage(Array<Buffer>(count).fill(packet), claimed, sequence, sent + count >= total ? 0x04 : 0));
  }
  return Buffer.concat(pages);
}
