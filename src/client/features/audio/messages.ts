import { AUDIO_MESSAGES as CONTRACT } from "#contracts/audio.ts";

/** The audio messages of SPEC.md §4 and §8, word for word (the server's own come from the contract). */
export const AUDIO_MESSAGES = {
  fileMissing: CONTRACT.audioFileMissing,
  loadFailed: "Failed to load audio",
  microphoneDenied: "Please allow microphone access to record audio.",
  generateFailed: CONTRACT.generateFailed,
  deleteFailed: CONTRACT.deleteFailed,
  removed: "Audio removed",
  removeFailed: "Remove failed",
  waveformRegenerated: CONTRACT.waveformRegenerated,
  regenerateFailed: CONTRACT.waveformRegenerateFailed,
} as const;
