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

/** A recording as MediaRecorder writes it: unknown sizes, no Duration, clusters of blocks. */
export function recordedWebm(seconds: number): Uint8Array {
  const header = ebmlElement([0x1a, 0x45, 0xdf, 0xa3], ebmlElement([0x42, 0x82], [...Buffer.from("webm")]));
  const info = ebmlElement([0x15, 0x49, 0xa9, 0x66], ebmlElement([0x2a, 0xd7, 0xb1], ebmlUint(1_000_000, 3)));
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
