/** SPEC §4 recorder: idle → recording → complete; reset returns to idle; recording stops itself at 60 s. */
export const RECORDING_MAX_SECONDS = 60;

export type RecorderState = "idle" | "requesting" | "recording" | "complete";

/** The first container the browser can record into, and the file extension the server accepts for it. */
export function pickRecordingFormat(
  isSupported: (type: string) => boolean,
): { mimeType: string; extension: string } | null {
  const candidates = [
    { mimeType: "audio/webm;codecs=opus", extension: "webm" },
    { mimeType: "audio/webm", extension: "webm" },
    { mimeType: "audio/ogg;codecs=opus", extension: "ogg" },
    { mimeType: "audio/mp4", extension: "m4a" },
  ];
  return candidates.find((c) => isSupported(c.mimeType)) ?? null;
}

/** Whether an error from getUserMedia means the visitor (or the browser) refused the microphone. */
export function isPermissionError(error: unknown): boolean {
  const name = error && typeof error === "object" && "name" in error ? String(error.name) : "";
  return name === "NotAllowedError" || name === "SecurityError" || name === "PermissionDeniedError";
}
