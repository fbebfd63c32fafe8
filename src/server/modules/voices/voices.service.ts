import { createHash } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { voiceLanguages, type Voice, type VoiceId } from "#contracts/voices.ts";
import { synthesisLimiter } from "#server/tts/limiter.ts";
import type { SpeechService } from "#server/tts/speech-service.ts";
import { findVoice, listVoices, type VoiceDefinition } from "#server/tts/voices.ts";

export interface VoiceSample {
  audio: Buffer;
  etag: string;
}

/** Bumped when the sample sentence or its encoding changes. */
const SAMPLE_VERSION = 1;

/** What a voice says in the picker, in the first language it speaks. */
const SAMPLE_TEXTS: Readonly<Record<string, (name: string) => string>> = {
  en: (name) => `Hello, I'm ${name}. Every quote deserves a voice of its own.`,
  fr: (name) => `Bonjour, je m'appelle ${name}. Chaque citation mérite une voix qui lui soit propre.`,
};

/** The sentence a voice's sample speaks, and its language. */
export function sampleOf(voice: Pick<Voice, "name"> & { id: VoiceId }): { text: string; language: string } {
  const language = voiceLanguages(voice.id)[0]!;
  const sentence = SAMPLE_TEXTS[language];
  if (!sentence) throw new Error(`No sample sentence in ${language}`);
  return { text: sentence(voice.name), language };
}

/**
 * The voice catalogue and each voice's short sample for the picker. A sample is synthesised on first
 * request, stored as `DATA_DIR/voice-samples/<id>-<version>.mp3` and served from memory afterwards; the
 * version changes with the voice's preset, so retuning a voice makes a new sample.
 */
export class VoicesService {
  private readonly memory = new Map<string, VoiceSample>();
  private readonly inFlight = new Map<string, Promise<VoiceSample>>();

  constructor(private readonly options: { speech: () => SpeechService; sampleDir: string }) {}

  /** Every voice, or (`language`: a canonical BCP 47 tag) those that speak it. */
  list(language?: string): Voice[] {
    return listVoices(language);
  }

  find(id: string): VoiceDefinition | undefined {
    return findVoice(id);
  }

  /** The cache key of a voice's sample: changes whenever what the sample would sound like changes. */
  sampleVersion(voice: VoiceDefinition): string {
    return createHash("sha256")
      .update(JSON.stringify([SAMPLE_VERSION, voice.engine, voice.preset, sampleOf(voice)]))
      .digest("hex")
      .slice(0, 12);
  }

  async sample(voice: VoiceDefinition): Promise<VoiceSample> {
    const version = this.sampleVersion(voice);
    const key = `${voice.id}-${version}`;
    const cached = this.memory.get(key);
    if (cached) return cached;
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.loadOrCreate(voice, key).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  private async loadOrCreate(voice: VoiceDefinition, key: string): Promise<VoiceSample> {
    const file = path.join(this.options.sampleDir, `${key}.mp3`);
    const etag = `"voice-${key}"`;
    let audio: Buffer;
    try {
      audio = await readFile(file);
    } catch {
      audio = await synthesisLimiter.run(async () => {
        const sample = sampleOf(voice);
        const settings = { voice: voice.id, codec: "mp3", bitrate: "96k" } as const;
        const narration = await this.options.speech().narrate(sample.text, settings, sample.language);
        return narration.audio;
      });
      await mkdir(this.options.sampleDir, { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, audio);
      await rename(temporary, file);
      await this.removeOlderSamples(voice.id, key);
    }
    const sample = { audio, etag };
    this.memory.set(key, sample);
    return sample;
  }

  private async removeOlderSamples(id: string, keep: string) {
    const { readdir } = await import("node:fs/promises");
    const names = await readdir(this.options.sampleDir).catch(() => [] as string[]);
    await Promise.all(
      names
        .filter((n) => n.startsWith(`${id}-`) && n.endsWith(".mp3") && n !== `${keep}.mp3`)
        .map((n) => rm(path.join(this.options.sampleDir, n), { force: true })),
    );
  }
}
