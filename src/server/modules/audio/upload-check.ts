import { AUDIO_MAX_SECONDS, AUDIO_MESSAGES, AUDIO_UPLOAD_MAX_BYTES } from "#contracts/audio.ts";
import { HttpError } from "#server/plugins/errors.ts";
import { FORMAT_MIME, sniffAudio, type UploadFormat } from "./audio-sniff.ts";
import { decodeMp3Capped } from "./capped-mp3-decoder.ts";
import { m4aDuration } from "./m4a-duration.ts";
import { mpegStreamLength } from "./mp3-frames.ts";
import { oggDuration } from "./ogg-duration.ts";
import { decodeWav, pcmDuration, type Pcm } from "./pcm.ts";
import { wavDuration } from "./wav-duration.ts";
import { webmDuration } from "./webm-duration.ts";

/** A recorder stopped at 60 s may run a few frames over; this much is still "60 seconds". */
const DURATION_TOLERANCE_S = 0.25;
const LONGEST_S = AUDIO_MAX_SECONDS + DURATION_TOLERANCE_S;
/**
 * How much longer a compressed file's frames may be than what it plays: an MP3's Xing/Info frame, and the
 * encoder's delay and padding in MP3 and AAC, which a decoder drops. For MP3 the decoded length then decides.
 */
const FRAMING_MARGIN_S: Partial<Record<UploadFormat, number>> = { mp3: 0.5, m4a: 0.5 };

export interface CheckedUpload {
  format: UploadFormat;
  mime: string;
  /** Seconds. */
  duration: number;
  /** The decoded signal when the server can decode the format (mp3, wav): the waveform comes from it. */
  decoded?: Pcm;
}

const refuse = (status: number, code: string, message: string) =>
  new HttpError(status, code, message, { file: message });
const unreadable = () => refuse(400, "unreadable_audio", AUDIO_MESSAGES.unreadable);
const tooLong = () => refuse(400, "audio_too_long", AUDIO_MESSAGES.tooLong);

/**
 * The length the container gives without decoding anything: MP3 by counting its frames, WAV by its header,
 * WebM by its latest block (or a longer declared Duration), M4A by the longest of its headers, sample tables and
 * fragments, Ogg by the latest granule position of any page.
 */
function containerDuration(format: UploadFormat, bytes: Buffer): number | undefined {
  switch (format) {
    case "mp3":
      return mpegStreamLength(bytes)?.seconds;
    case "wav":
      return wavDuration(bytes);
    case "webm":
      return webmDuration(bytes);
    case "m4a":
      return m4aDuration(bytes);
    case "ogg":
      return oggDuration(bytes);
  }
}

/** Decodes what the server can draw a waveform from (mp3 with a cap on its length, wav), else undefined. */
async function decodeForPeaks(format: UploadFormat, bytes: Buffer): Promise<Pcm | undefined> {
  if (format === "wav") return decodeWav(bytes);
  if (format !== "mp3") return undefined;
  const result = await decodeMp3Capped(bytes, LONGEST_S + FRAMING_MARGIN_S.mp3!);
  if ("tooLong" in result) throw tooLong();
  return result.pcm;
}

const usable = (seconds: number | undefined): seconds is number =>
  seconds !== undefined && Number.isFinite(seconds) && seconds > 0;

/**
 * Checks an uploaded recording by its content, not its name: at most 5 MB, one of mp3, wav, m4a, webm and
 * ogg by its magic bytes, readable, and at most 60 seconds long (docs/api.md). The length is read from the
 * container first, and a file that is too long is refused before anything is decoded; mp3 and wav are then
 * decoded for their waveform, mp3 never past the limit.
 */
export async function checkAudioUpload(bytes: Buffer): Promise<CheckedUpload> {
  if (bytes.length > AUDIO_UPLOAD_MAX_BYTES) refuseTooLarge();
  const format = sniffAudio(bytes);
  if (!format) throw refuse(415, "unsupported_media_type", AUDIO_MESSAGES.invalidFormat);
  const mime = FORMAT_MIME[format];

  let declared: number | undefined;
  try {
    declared = containerDuration(format, bytes);
  } catch {
    throw unreadable();
  }
  if (!usable(declared)) throw unreadable();
  const margin = FRAMING_MARGIN_S[format] ?? 0;
  if (declared > LONGEST_S + margin) throw tooLong();

  let decoded: Pcm | undefined;
  try {
    decoded = await decodeForPeaks(format, bytes);
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw unreadable();
  }
  const duration = decoded ? pcmDuration(decoded) : declared;
  if (!usable(duration)) throw unreadable();
  if (duration > LONGEST_S + (decoded ? 0 : margin)) throw tooLong();
  return { format, mime, duration, decoded };
}

export function refuseTooLarge(): never {
  throw refuse(413, "payload_too_large", AUDIO_MESSAGES.fileTooLarge);
}
