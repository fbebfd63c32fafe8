import {
  AUDIO_MAX_SECONDS,
  AUDIO_MESSAGES,
  AUDIO_UPLOAD_ACCEPT,
  AUDIO_UPLOAD_EXTENSIONS,
  AUDIO_UPLOAD_MAX_BYTES,
} from "#contracts/audio.ts";

/*
 * What the browser checks before sending an audio file (docs/product/messages-and-limits.md); the server checks again, by content, and
 * its answer is the one that counts.
 */

export const UPLOAD_MESSAGES = {
  tooLarge: AUDIO_MESSAGES.fileTooLarge,
  badFormat: AUDIO_MESSAGES.invalidFormat,
  tooLong: AUDIO_MESSAGES.tooLong,
  unreadable: AUDIO_MESSAGES.unreadable,
} as const;

/** MIME types browsers give these formats (some give none, or a generic one: the extension decides then). */
const AUDIO_MIME_TYPES = new Set([
  "audio/mpeg",
  "audio/mp3",
  "audio/wav",
  "audio/x-wav",
  "audio/wave",
  "audio/vnd.wave",
  "audio/mp4",
  "audio/x-m4a",
  "audio/m4a",
  "audio/aac",
  "audio/webm",
  "video/webm",
  "audio/ogg",
  "application/ogg",
  "video/ogg",
]);

/** The `accept` attribute of the file chooser. */
export const AUDIO_ACCEPT = AUDIO_UPLOAD_ACCEPT;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot).toLowerCase();
}

/** The first rule (size, then format) a file breaks, or null. */
export function checkAudioFile(file: { name: string; size: number; type: string }): string | null {
  if (file.size > AUDIO_UPLOAD_MAX_BYTES) return UPLOAD_MESSAGES.tooLarge;
  const extension = extensionOf(file.name);
  const mime = file.type.split(";")[0]?.trim().toLowerCase() ?? "";
  const knownExtension = (AUDIO_UPLOAD_EXTENSIONS as readonly string[]).includes(extension);
  if (!knownExtension) return UPLOAD_MESSAGES.badFormat;
  if (mime !== "" && mime !== "application/octet-stream" && !AUDIO_MIME_TYPES.has(mime)) {
    return UPLOAD_MESSAGES.badFormat;
  }
  return null;
}

/** The duration rule (docs/product/messages-and-limits.md): at most 60 s; a duration the browser cannot tell is left to the server. */
export function checkAudioDuration(seconds: number): string | null {
  if (!Number.isFinite(seconds)) return null;
  return seconds > AUDIO_MAX_SECONDS + 0.05 ? UPLOAD_MESSAGES.tooLong : null;
}
