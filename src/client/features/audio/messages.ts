import { AUDIO_MESSAGES as CONTRACT } from "#contracts/audio.ts";

/** The audio messages of docs/product/audio.md and docs/product/messages-and-limits.md, word for word (the server's own come from the contract). */
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
