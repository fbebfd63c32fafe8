/*
 * Duration of a WebM (Matroska) file from its blocks' timestamps. Browsers' MediaRecorder writes WebM
 * without a Duration element (and with segments and clusters of unknown size), so the length of a
 * recording has to be read from its last block: cluster timecode + the block's relative timecode.
 */

const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const CLUSTER = 0x1f43b675;
const BLOCK_GROUP = 0xa0;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
const CLUSTER_TIMECODE = 0xe7;
const SIMPLE_BLOCK = 0xa3;
const BLOCK = 0xa1;
const EBML = 0x1a45dfa3;
/** Elements whose children are read in place (their size, possibly unknown, is not skipped). */
const MASTERS = new Set([SEGMENT, INFO, CLUSTER, BLOCK_GROUP]);

function readId(bytes: Uint8Array, at: number): { id: number; length: number } | undefined {
  const first = bytes[at];
  if (first === undefined || first === 0) return undefined;
  const length = Math.clz32(first) - 23; // 1 for 1xxxxxxx … 4 for 0001xxxx
  if (length < 1 || length > 4 || at + length > bytes.length) return undefined;
  let id = 0;
  for (let i = 0; i < length; i++) id = id * 256 + bytes[at + i]!;
  return { id, length };
}

function readSize(bytes: Uint8Array, at: number): { size: number | undefined; length: number } | undefined {
  const first = bytes[at];
  if (first === undefined || first === 0) return undefined;
  const length = Math.clz32(first) - 23;
  if (length < 1 || length > 8 || at + length > bytes.length) return undefined;
  let value = first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const b = bytes[at + i]!;
    value = value * 256 + b;
    if (b !== 0xff) allOnes = false;
  }
  return { size: allOnes ? undefined : value, length };
}

function readUint(bytes: Uint8Array, at: number, size: number): number {
  let value = 0;
  for (let i = 0; i < size; i++) value = value * 256 + bytes[at + i]!;
  return value;
}

/** Seconds, or undefined when `bytes` is not a WebM with at least one block. */
export function webmDuration(bytes: Uint8Array): number | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let scale = 1_000_000; // ns per timecode unit (Matroska default)
  let declared: number | undefined;
  let cluster = 0;
  let last: number | undefined;
  let at = 0;
  let sawHeader = false;
  while (at < bytes.length) {
    const id = readId(bytes, at);
    if (!id) break;
    const size = readSize(bytes, at + id.length);
    if (!size) break;
    const body = at + id.length + size.length;
    if (id.id === EBML) sawHeader = true;
    if (MASTERS.has(id.id)) {
      at = body;
      continue;
    }
    if (size.size === undefined || body + size.size > bytes.length) break;
    switch (id.id) {
      case TIMECODE_SCALE:
        scale = readUint(bytes, body, size.size) || scale;
        break;
      case DURATION:
        declared = size.size === 4 ? view.getFloat32(body) : size.size === 8 ? view.getFloat64(body) : undefined;
        break;
      case CLUSTER_TIMECODE:
        cluster = readUint(bytes, body, size.size);
        break;
      case SIMPLE_BLOCK:
      case BLOCK: {
        const track = readSize(bytes, body);
        if (track && size.size >= track.length + 2) {
          const time = cluster + view.getInt16(body + track.length);
          last = last === undefined ? time : Math.max(last, time);
        }
        break;
      }
    }
    at = body + size.size;
  }
  if (!sawHeader) return undefined;
  if (declared !== undefined && declared > 0) return (declared * scale) / 1e9;
  return last === undefined ? undefined : (last * scale) / 1e9;
}
