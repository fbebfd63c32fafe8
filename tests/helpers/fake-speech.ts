import type { TtsSettings } from "#contracts/audio.ts";
import type { SpeechSynthesizer } from "#server/modules/audio/narration.ts";
import type { Pcm } from "#server/modules/audio/pcm.ts";

export const FAKE_VOICES = ["test-aria", "test-basil", "test-cora"] as const;

/** A sine tone of `seconds` at `sampleRate`, with a short fade in and out. */
export function tone(seconds: number, sampleRate = 16000, frequency = 220): Pcm {
  const length = Math.round(seconds * sampleRate);
  const pcm = new Float32Array(length);
  const fade = Math.min(length / 2, sampleRate * 0.02);
  for (let i = 0; i < length; i++) {
    const envelope = Math.min(1, i / fade, (length - 1 - i) / fade);
    pcm[i] = 0.6 * envelope * Math.sin((2 * Math.PI * frequency * i) / sampleRate);
  }
  return { pcm, sampleRate };
}

export interface FakeSpeech extends SpeechSynthesizer {
  /** Texts synthesised, in order, with their settings. */
  calls: { text: string; settings: TtsSettings }[];
}

export interface FakeSpeechOptions {
  /** Throws (as a crashed engine worker would) for texts that match. */
  failWhen?: (text: string) => boolean;
  /** Waits this long (or until `gate` resolves) before answering. */
  delayMs?: number;
  gate?: Promise<void>;
  sampleRate?: number;
}

/** A speech engine for tests: a tone whose length follows the text (0.4 s + 20 ms a character) and speed. */
export function fakeSpeech(options: FakeSpeechOptions = {}): FakeSpeech {
  const calls: FakeSpeech["calls"] = [];
  return {
    calls,
    voiceIds: () => FAKE_VOICES,
    defaultVoice: () => FAKE_VOICES[0],
    async synthesize(text, settings) {
      calls.push({ text, settings });
      if (options.gate) await options.gate;
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (options.failWhen?.(text)) throw new Error("speech worker exited with code 134");
      return tone((0.4 + text.length * 0.02) / settings.speed, options.sampleRate ?? 16000, 220 * settings.pitch);
    },
  };
}
