/*
 * Duration of a WebM (Matroska) file from its blocks' timestamps. Browsers' MediaRecorder writes WebM
 * without a Duration element (and with segments and clusters of unknown size), so the length of a
 * recording has to be read from its latest block: cluster timecode + the block's relative timecode.
 * Every block is scanned even when a Duration is declared: a file can declare 10 s and hold an hour.
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
/** Nanoseconds per timecode unit when the file declares no TimecodeScale (Matroska's default). */
const DEFAULT_SCALE = 1_000_000;
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

/**
 * Seconds: the later of the declared Duration and the latest block, so that neither can shorten the file.
 * Undefined when `bytes` is not a WebM with a block or a Duration.
 */
export function webmDuration(bytes: Uint8Array): number | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let scale: number | undefined; // ns per timecode unit; the largest one declared wins
  let declared: number | undefined;
  let cluster = 0;
  let last: number | undefined;
  let at = 0;
  let sawHeader = false;
  while (at < bytes.length) {
    const id = readId(bytes, at);
    const size = id && readSize(bytes, at + id.length);
    if (!id || !size) {
      // Damaged or hostile bytes: carry on at the next cluster, as players' demuxers resync.
      at = nextCluster(bytes, at + 1);
      continue;
    }
    const body = at + id.length + size.length;
    if (id.id === EBML) sawHeader = true;
    if (MASTERS.has(id.id)) {
      at = body;
      continue;
    }
    if (size.size === undefined || body + size.size > bytes.length) {
      at = nextCluster(bytes, at + 1);
      continue;
    }
    switch (id.id) {
      case TIMECODE_SCALE:
        scale = Math.max(scale ?? 0, readUint(bytes, body, size.size)) || undefined;
        break;
      case DURATION:
        declared = size.size === 4 ? view.getFloat32(body) : size.size === 8 ? view.getFloat64(body) : declared;
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
  const longest = Math.max(declared !== undefined && declared > 0 ? declared : 0, last ?? 0);
  return longest > 0 ? (longest * (scale ?? DEFAULT_SCALE)) / 1e9 : undefined;
}

/** Offset of the next Cluster ID at or after `from`, or the end of `bytes`. */
function nextCluster(bytes: Uint8Array, from: number): number {
  for (let at = from; at + 4 <= bytes.length; at++) {
    if (bytes[at] === 0x1f && bytes[at + 1] === 0x43 && bytes[at + 2] === 0xb6 && bytes[at + 3] === 0x75) return at;
  }
  return bytes.length;
}
