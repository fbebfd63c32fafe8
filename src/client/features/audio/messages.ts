/** The audio messages of SPEC.md §4 and §8, word for word. */
export const AUDIO_MESSAGES = {
  fileMissing: "Audio file missing",
  loadFailed: "Failed to load audio",
  microphoneDenied: "Please allow microphone access to record audio.",
  generateFailed: "Failed to generate audio",
  deleteFailed: "Failed to delete audio",
  removed: "Audio removed",
  removeFailed: "Remove failed",
  waveformRegenerated: "Waveform regenerated",
  regenerateFailed: "Failed to regenerate waveform",
} as const;
