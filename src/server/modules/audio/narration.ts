import type { TtsSettings } from "#contracts/voices.ts";
import type { Pcm } from "./pcm.ts";

/** A narrated text, encoded: the file's bytes, its extension, duration (s, from the PCM) and peaks (0–1). */
export interface Narration {
  audio: Buffer;
  extension: "mp3" | "wav";
  duration: number;
  peaks: number[];
  /** Of the PCM the peaks were taken from. */
  sampleRate: number;
}

/**
 * What the audio jobs need from text-to-speech: the voice ids it serves, and mono PCM for a text — or,
 * better, the whole narration (synthesis, encoding, peaks) done off the main thread. The speech engines
 * (src/server/tts) sit behind this; tests inject their own.
 */
export interface SpeechSynthesizer {
  voiceIds(): readonly string[];
  synthesize(text: string, settings: TtsSettings): Promise<Pcm>;
  narrate?(text: string, settings: TtsSettings): Promise<Narration>;
  close?(): Promise<void>;
}

/** What a quote's narration reads: the text, then its attribution. */
export function narrationText(quote: { text: string; author: string }): string {
  const author = quote.author.trim();
  return author ? `${quote.text.trim()} — ${author}` : quote.text.trim();
}

/** Used until a speech engine is installed: every voice list is empty and every synthesis fails. */
export const noSpeechEngine: SpeechSynthesizer = {
  voiceIds: () => [],
  synthesize: () => Promise.reject(new Error("No speech engine is installed")),
};
