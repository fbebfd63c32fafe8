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
 * better, the whole narration (synthesis, encoding, peaks) done off the main thread. `language` is the text's
 * BCP 47 tag; the settings' voice speaks it (the audio service chose it so). The speech engines (src/server/tts)
 * sit behind this; tests inject their own.
 */
export interface SpeechSynthesizer {
  voiceIds(): readonly string[];
  synthesize(text: string, settings: TtsSettings, language: string): Promise<Pcm>;
  narrate?(text: string, settings: TtsSettings, language: string): Promise<Narration>;
  close?(): Promise<void>;
}

/**
 * What a quote's narration reads: its text. The author is not voiced: offline voices say names worst of all
 * (through the recogniser, the spoken attribution alone doubled every voice's word error rate — decision 012),
 * and the name is on screen beside every player.
 */
export function narrationText(quote: { text: string }): string {
  return quote.text.trim();
}
