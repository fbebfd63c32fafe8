import type { TtsSettings } from "#contracts/audio.ts";
import type { Pcm } from "./pcm.ts";

/**
 * What the audio jobs need from text-to-speech: the voice ids (the first is the default) and mono PCM for
 * a text. The speech engines (src/server/tts) sit behind this; tests inject their own.
 */
export interface SpeechSynthesizer {
  voiceIds(): readonly string[];
  defaultVoice(): string;
  synthesize(text: string, settings: TtsSettings): Promise<Pcm>;
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
  defaultVoice: () => "",
  synthesize: () => Promise.reject(new Error("No speech engine is installed")),
};
