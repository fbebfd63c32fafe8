/*
 * Duration of an M4A (MP4) file from its boxes, without decoding. A file says its length in several places:
 * the movie header (`mvhd`), each track's media header (`mdhd`), the track's sample table (`stts`: how long
 * each sample lasts) and, in fragmented files, each fragment's runs (`trun`). Players play the samples, so a
 * file that writes 10 s in its headers but holds 5 minutes of samples must not pass as 10 s: the longest of all
 * these readings is the file's length. AAC samples also carry a fixed number of PCM frames each (1024), which
 * bounds the length from below by the sample count and the sample entry's rate, whatever the timing boxes say.
 */

/** Boxes whose children are read in place. */
const CONTAINERS = new Set(["moov", "trak", "mdia", "minf", "stbl", "moof", "traf", "mvex", "edts"]);
/** PCM frames per AAC sample (AAC-LC; HE-AAC's doubled rate is written as the core rate, which keeps this a lower bound). */
const AAC_FRAMES_PER_SAMPLE = 1024;
/**
 * What the sample count may overstate by: the encoder's priming (at most 2112 frames) and a partial last sample.
 * The bound from the sample count is taken this much short, so that it never exceeds an honest file's headers.
 */
const AAC_SLACK_FRAMES = 2112 + AAC_FRAMES_PER_SAMPLE;

interface TrackReading {
  timescale?: number;
  headerTicks?: number;
  tableTicks: number;
  fragmentTicks: number;
  samples: number;
  sampleRate?: number;
  defaultSampleDuration?: number;
}

interface Reading {
  movieTimescale?: number;
  movieTicks?: number;
  tracks: TrackReading[];
}

const fourcc = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

/** Seconds, the longest reading of the file's boxes; undefined when `bytes` holds no movie header or track. */
export function m4aDuration(bytes: Uint8Array): number | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const reading: Reading = { tracks: [] };
  readBoxes(bytes, view, 0, bytes.length, reading, undefined, 0);
  const seconds: number[] = [];
  if (reading.movieTimescale && reading.movieTicks !== undefined) {
    seconds.push(reading.movieTicks / reading.movieTimescale);
  }
  for (const track of reading.tracks) {
    const scale = track.timescale;
    if (scale) {
      if (track.headerTicks !== undefined) seconds.push(track.headerTicks / scale);
      seconds.push((track.tableTicks + track.fragmentTicks) / scale);
    }
    if (track.sampleRate) {
      seconds.push((track.samples * AAC_FRAMES_PER_SAMPLE - AAC_SLACK_FRAMES) / track.sampleRate);
    }
  }
  const longest = Math.max(0, ...seconds.filter(Number.isFinite));
  return seconds.length > 0 ? longest : undefined;
}

function readBoxes(
  bytes: Uint8Array,
  view: DataView,
  from: number,
  to: number,
  reading: Reading,
  track: TrackReading | undefined,
  depth: number,
): void {
  if (depth > 8) return;
  let at = from;
  while (at + 8 <= to) {
    let size = view.getUint32(at);
    const type = fourcc(bytes, at + 4);
    let header = 8;
    if (size === 1) {
      if (at + 16 > to) return;
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < header || at + size > to) return;
    const body = at + header;
    const end = at + size;
    if (type === "trak") {
      const next: TrackReading = { tableTicks: 0, fragmentTicks: 0, samples: 0 };
      reading.tracks.push(next);
      readBoxes(bytes, view, body, end, reading, next, depth + 1);
    } else if (type === "traf") {
      // A fragment's runs belong to the track its header names; tracks are matched by order of appearance.
      const next = reading.tracks[0] ?? { tableTicks: 0, fragmentTicks: 0, samples: 0 };
      if (reading.tracks.length === 0) reading.tracks.push(next);
      readBoxes(bytes, view, body, end, reading, next, depth + 1);
    } else if (CONTAINERS.has(type)) {
      readBoxes(bytes, view, body, end, reading, track, depth + 1);
    } else {
      readLeaf(type, bytes, view, body, end, reading, track);
    }
    at = end;
  }
}

function readLeaf(
  type: string,
  bytes: Uint8Array,
  view: DataView,
  body: number,
  end: number,
  reading: Reading,
  track: TrackReading | undefined,
): void {
  if (end - body < 4) return;
  const version = view.getUint8(body);
  const flags = view.getUint32(body) & 0xffffff;
  if (type === "mvhd") {
    const header = timedHeader(view, body, end, version);
    if (header) [reading.movieTimescale, reading.movieTicks] = header;
  } else if (!track) {
    return;
  } else if (type === "mdhd") {
    const header = timedHeader(view, body, end, version);
    if (header) [track.timescale, track.headerTicks] = header;
  } else if (type === "stts" && body + 8 <= end) {
    const count = view.getUint32(body + 4);
    for (let i = 0, at = body + 8; i < count && at + 8 <= end; i++, at += 8) {
      track.tableTicks += view.getUint32(at) * view.getUint32(at + 4);
    }
  } else if (type === "stsz" && body + 12 <= end) {
    track.samples = Math.max(track.samples, view.getUint32(body + 8));
  } else if (type === "stsd" && body + 8 <= end) {
    // The first sample entry; an AAC entry's rate is a 16.16 number 24 bytes into its body.
    const entry = body + 8;
    if (entry + 36 <= end && fourcc(bytes, entry + 4) === "mp4a")
      track.sampleRate = view.getUint16(entry + 32) || undefined;
  } else if (type === "tfhd" && flags & 0x08 && body + 8 <= end) {
    let at = body + 8;
    if (flags & 0x01) at += 8;
    if (flags & 0x02) at += 4;
    if (at + 4 <= end) track.defaultSampleDuration = view.getUint32(at);
  } else if (type === "trex" && body + 20 <= end) {
    track.defaultSampleDuration ??= view.getUint32(body + 12);
  } else if (type === "trun" && body + 8 <= end) {
    readRun(view, body, end, flags, track);
  }
}

/** [timescale, duration] of an mvhd or mdhd box. */
function timedHeader(view: DataView, body: number, end: number, version: number): [number, number] | undefined {
  if (version === 1) {
    if (body + 32 > end) return undefined;
    return [view.getUint32(body + 20), Number(view.getBigUint64(body + 24))];
  }
  if (body + 20 > end) return undefined;
  return [view.getUint32(body + 12), view.getUint32(body + 16)];
}

function readRun(view: DataView, body: number, end: number, flags: number, track: TrackReading): void {
  const count = view.getUint32(body + 4);
  let at = body + 8;
  if (flags & 0x01) at += 4; // data offset
  if (flags & 0x04) at += 4; // first sample flags
  const perSample =
    (flags & 0x100 ? 4 : 0) + (flags & 0x200 ? 4 : 0) + (flags & 0x400 ? 4 : 0) + (flags & 0x800 ? 4 : 0);
  track.samples += count;
  if (!(flags & 0x100)) {
    track.fragmentTicks += count * (track.defaultSampleDuration ?? 0);
    return;
  }
  for (let i = 0; i < count && at + perSample <= end; i++, at += perSample) {
    track.fragmentTicks += view.getUint32(at);
  }
}
