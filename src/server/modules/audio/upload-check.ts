import { parseBuffer } from "music-metadata";
import { AUDIO_MAX_SECONDS, AUDIO_MESSAGES, AUDIO_UPLOAD_MAX_BYTES } from "#contracts/audio.ts";
import { HttpError } from "#server/plugins/errors.ts";
import { FORMAT_MIME, sniffAudio, type UploadFormat } from "./audio-sniff.ts";
import { decodeMp3, decodeWav, type Pcm } from "./pcm.ts";
import { webmDuration } from "./webm-duration.ts";

/** A recorder stopped at 60 s may run a few frames over; this much is still "60 seconds". */
const DURATION_TOLERANCE_S = 0.25;

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

/**
 * Checks an uploaded recording by its content, not its name: at most 5 MB, one of mp3, wav, m4a, webm and
 * ogg by its magic bytes, readable, and at most 60 seconds long by its decoded duration (SPEC.md §7).
 */
export async function checkAudioUpload(bytes: Buffer): Promise<CheckedUpload> {
  if (bytes.length > AUDIO_UPLOAD_MAX_BYTES) refuseTooLarge();
  const format = sniffAudio(bytes);
  if (!format) throw refuse(415, "unsupported_media_type", AUDIO_MESSAGES.invalidFormat);
  const mime = FORMAT_MIME[format];

  let decoded: Pcm | undefined;
  let duration: number | undefined;
  try {
    if (format === "wav") decoded = decodeWav(bytes);
    else if (format === "mp3") decoded = await decodeMp3(bytes);
    if (decoded) duration = decoded.pcm.length / decoded.sampleRate;
    // Browser recordings (WebM) carry no Duration: their last block's time is the length.
    else if (format === "webm") duration = webmDuration(bytes);
    if (duration === undefined) {
      const metadata = await parseBuffer(bytes, { mimeType: mime, size: bytes.length }, { duration: true });
      duration = metadata.format.duration;
    }
  } catch {
    throw refuse(400, "unreadable_audio", AUDIO_MESSAGES.unreadable);
  }
  if (duration === undefined || !Number.isFinite(duration) || duration <= 0) {
    throw refuse(400, "unreadable_audio", AUDIO_MESSAGES.unreadable);
  }
  if (duration > AUDIO_MAX_SECONDS + DURATION_TOLERANCE_S) throw refuse(400, "audio_too_long", AUDIO_MESSAGES.tooLong);
  return { format, mime, duration, decoded };
}

export function refuseTooLarge(): never {
  throw refuse(413, "payload_too_large", AUDIO_MESSAGES.fileTooLarge);
}
