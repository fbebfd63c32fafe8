import { VOICE_IDS, type TtsSettings } from "#contracts/voices.ts";
import type { SpeechSynthesizer } from "#server/modules/audio/narration.ts";
import type { Pcm } from "#server/modules/audio/pcm.ts";
import { encodeMp3, encodeWav } from "#server/tts/encode.ts";

/** The fake engine serves the real voice ids; the first is the default. */
export const FAKE_VOICES = VOICE_IDS;

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

/** PCM as the MP3 file a visitor might upload. */
export const mp3File = ({ pcm, sampleRate }: Pcm, kbps: number) => encodeMp3(pcm, sampleRate, kbps);

/** PCM as a 16-bit WAV file. */
export const wavFile = ({ pcm, sampleRate }: Pcm) => encodeWav(pcm, sampleRate);

export interface FakeSpeech extends SpeechSynthesizer {
  /** Texts synthesised, in order, with their settings. */
  calls: { text: string; settings: TtsSettings }[];
  /** Most syntheses that ran at the same time. */
  maxConcurrent: number;
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
  let running = 0;
  let closed: (reason: Error) => void = () => {};
  const closing = new Promise<never>((_, reject) => (closed = reject));
  closing.catch(() => {});
  const engine: FakeSpeech = {
    calls: [],
    maxConcurrent: 0,
    voiceIds: () => FAKE_VOICES,
    async synthesize(text, settings) {
      engine.calls.push({ text, settings });
      running++;
      engine.maxConcurrent = Math.max(engine.maxConcurrent, running);
      try {
        // Closing the engine ends its pending syntheses, as stopping a worker pool would.
        if (options.gate) await Promise.race([options.gate, closing]);
        if (options.delayMs) await Promise.race([new Promise((r) => setTimeout(r, options.delayMs)), closing]);
        if (options.failWhen?.(text)) throw new Error("speech worker exited with code 134");
        return tone((0.4 + text.length * 0.02) / settings.speed, options.sampleRate ?? 16000, 220 * settings.pitch);
      } finally {
        running--;
      }
    },
    async close() {
      closed(new Error("speech engine closed"));
    },
  };
  return engine;
}
