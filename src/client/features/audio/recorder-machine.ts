/** docs/product/audio.md recorder: idle → recording → complete; reset returns to idle; recording stops itself at 60 s. */
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

/** Recordings are saved as 16-bit mono WAV at this rate: 60 s is 2.9 MB, well inside the 5 MB limit. */
export const RECORDING_SAMPLE_RATE = 24_000;

/** 16-bit PCM mono WAV bytes of `samples` (−1…1) at `sampleRate`. */
export function encodeWav(samples: ArrayLike<number>, sampleRate: number): ArrayBuffer {
  const buffer = new ArrayBuffer(44 + samples.length * 2);
  const view = new DataView(buffer);
  const text = (offset: number, value: string) => {
    for (let i = 0; i < value.length; i++) view.setUint8(offset + i, value.charCodeAt(i));
  };
  text(0, "RIFF");
  view.setUint32(4, 36 + samples.length * 2, true);
  text(8, "WAVE");
  text(12, "fmt ");
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, "data");
  view.setUint32(40, samples.length * 2, true);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i] ?? 0));
    view.setInt16(44 + i * 2, Math.round(s < 0 ? s * 0x8000 : s * 0x7fff), true);
  }
  return buffer;
}

/**
 * The recording as WAV: a MediaRecorder's WebM carries no duration, which players and the server's length
 * check cannot read; decoded and re-encoded it is a plain file every browser plays. Falls back to the
 * original when the browser cannot decode it.
 */
export async function recordingAsWav(recording: Blob, extension: string): Promise<{ blob: Blob; name: string }> {
  try {
    const context = new OfflineAudioContext(1, 1, RECORDING_SAMPLE_RATE);
    const decoded = await context.decodeAudioData(await recording.arrayBuffer());
    const wav = encodeWav(decoded.getChannelData(0), decoded.sampleRate);
    return { blob: new Blob([wav], { type: "audio/wav" }), name: "recording.wav" };
  } catch {
    return { blob: recording, name: `recording.${extension}` };
  }
}
