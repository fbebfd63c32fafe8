/**
 * Speech synthesis (docs/product/audio.md), as the narration jobs and the voice routes use it:
 *
 *   await synthesisLimiter.run(async () => {
 *     // synthesis + encoding in worker processes, in a voice of the quote's language
 *     const n = await getSpeechService().narrate(quote.text, settings, quote.language);
 *     // n.audio (Buffer), n.contentType, n.extension, n.duration (s), n.peaks (0..1), n.settings
 *   });
 */
import { DEFAULT_LANGUAGE } from "#contracts/languages.ts";
import {
  TtsSettingsSchema,
  type TtsBitrate,
  type TtsCodec,
  type TtsSettings,
  type TtsSettingsInput,
} from "#contracts/voices.ts";
import { AUDIO_CONTENT_TYPES, mp3Duration } from "./encode.ts";
import { EspeakEngine, FliteEngine, type Pcm, type SpeechRequest } from "./engines.ts";
import { normaliseForAnyLanguage } from "./text-normalise-any-language.ts";
import { normaliseForSpeech } from "./text-normalise.ts";
import { chooseVoice, findVoice, type VoiceDefinition } from "./voices.ts";
import { SpeechWorkerPool, type SpeechWorkerPoolOptions } from "./worker-pool.ts";

export interface SynthesisResult extends Pcm {
  /** Seconds, from the PCM (the MP3 encoder writes no Xing header, so trust this rather than an MP3 parser). */
  duration: number;
}

export interface NarrationResult {
  /** Seconds: the file's own length for MP3 (what players show), else the PCM's. */
  duration: number;
  sampleRate: number;
  /** The encoded file (MP3 or WAV). */
  audio: Buffer;
  codec: TtsCodec;
  contentType: string;
  /** File name extension without the dot. */
  extension: TtsCodec;
  /** Waveform peaks in 0..1, computed from the PCM before encoding (in the worker). */
  peaks: number[];
  /** The settings used, every default filled in and the voice chosen (store them as the audio's `tts_settings`). */
  settings: TtsSettings;
  /** The text as it was spoken, after normalisation. */
  spokenText: string;
}

/** Peaks stored with a generated narration (the client draws them as bars). */
export const NARRATION_PEAK_COUNT = 200;

/** A voice was asked to speak a language it does not speak, or no voice speaks it (validate at the edge first). */
export class VoiceLanguageError extends Error {}

/**
 * Speech synthesis for the app: text + settings → PCM, and encoding, all run in speech worker processes
 * (CMU Flite for English and eSpeak NG for other languages, behind the `SpeechEngine` interface). Concurrency is
 * bounded by the pool's size (one process per CPU core); the job runner also bounds its jobs with
 * `synthesisLimiter`.
 */
export class SpeechService {
  private readonly pool: SpeechWorkerPool;
  private readonly flite: FliteEngine;
  private readonly espeak: EspeakEngine;

  constructor(options: SpeechWorkerPoolOptions & { pool?: SpeechWorkerPool } = {}) {
    this.pool = options.pool ?? new SpeechWorkerPool(options);
    this.flite = new FliteEngine(this.pool);
    this.espeak = new EspeakEngine(this.pool);
  }

  /** The worker pool (tests kill its processes to check that a crash costs one call at most). */
  get workers(): SpeechWorkerPool {
    return this.pool;
  }

  /**
   * Speaks `text`, written in `language` (BCP 47), with the settings' voice (or the language's default voice),
   * speed and pitch. Settings are parsed by `TtsSettingsSchema` (throws a ZodError on bad input, a
   * VoiceLanguageError for a voice that does not speak the language; validate at the edge first). Text is
   * normalised for speech here.
   */
  async synthesize(
    text: string,
    settings: TtsSettingsInput = {},
    language: string = DEFAULT_LANGUAGE,
  ): Promise<SynthesisResult> {
    const { voice, settings: parsed } = this.resolve(settings, language);
    const request = this.request(voice, text, parsed, language);
    const pcm = await (voice.engine === "flite"
      ? this.flite.synthesize(voice.preset, request)
      : this.espeak.synthesize(voice.preset, request));
    return { ...pcm, duration: pcm.pcm.length / pcm.sampleRate };
  }

  /** Encodes PCM in a worker process (MP3 encoding costs ~30 ms per second of audio: keep it off the event loop). */
  async encode(pcm: Float32Array, sampleRate: number, codec: TtsCodec, bitrate: TtsBitrate): Promise<Buffer> {
    return (await this.encodeTimed(pcm, sampleRate, codec, bitrate)).audio;
  }

  /** `encode`, with the CPU time the worker spent (for benchmarks). */
  async encodeTimed(
    pcm: Float32Array,
    sampleRate: number,
    codec: TtsCodec,
    bitrate: TtsBitrate,
  ): Promise<{ audio: Buffer; cpuSeconds: number }> {
    const reply = await this.pool.run({ op: "encode", pcm, sampleRate, codec, bitrate });
    if (!("data" in reply)) throw new Error("The speech worker answered without encoded audio");
    return {
      audio: Buffer.from(reply.data.buffer, reply.data.byteOffset, reply.data.byteLength),
      cpuSeconds: reply.cpuSeconds,
    };
  }

  /**
   * Everything a narration job needs: synthesis, encoding, duration and waveform peaks, in one worker call, so
   * that only the file and its peaks reach the server's thread (not the PCM, twice).
   */
  async narrate(
    text: string,
    settings: TtsSettingsInput = {},
    language: string = DEFAULT_LANGUAGE,
  ): Promise<NarrationResult> {
    const { voice, settings: parsed } = this.resolve(settings, language);
    const request = this.request(voice, text, parsed, language);
    const plan =
      voice.engine === "flite" ? this.flite.plan(voice.preset, request) : this.espeak.plan(voice.preset, request);
    const reply = await this.pool.run({
      op: "narrate",
      plan,
      codec: parsed.codec,
      bitrate: parsed.bitrate,
      peakCount: NARRATION_PEAK_COUNT,
    });
    if (!("peaks" in reply)) throw new Error("The speech worker answered without a narration");
    const audio = Buffer.from(reply.data.buffer, reply.data.byteOffset, reply.data.byteLength);
    return {
      // The file's own length, as players show it (an MP3 adds its encoder delay and padding).
      duration: parsed.codec === "mp3" ? mp3Duration(audio) : reply.samples / reply.sampleRate,
      sampleRate: reply.sampleRate,
      audio,
      codec: parsed.codec,
      contentType: AUDIO_CONTENT_TYPES[parsed.codec],
      extension: parsed.codec,
      peaks: reply.peaks,
      settings: parsed,
      spokenText: request.text,
    };
  }

  async close(): Promise<void> {
    await this.pool.close();
  }

  /** The settings with every default filled in and the voice chosen for the language. */
  private resolve(input: TtsSettingsInput, language: string): { voice: VoiceDefinition; settings: TtsSettings } {
    const parsed = TtsSettingsSchema.parse(input);
    const choice = chooseVoice(language, parsed.voice);
    if ("refusal" in choice) throw new VoiceLanguageError(choice.refusal);
    const voice = findVoice(choice.voice);
    if (!voice) throw new Error(`Unknown voice ${choice.voice}`);
    return { voice, settings: { ...parsed, voice: choice.voice } };
  }

  /**
   * What the engine is asked for. The text is normalised for its engine: by English rules for Flite; for eSpeak NG
   * only its typography, the language's own rules reading the rest.
   */
  private request(voice: VoiceDefinition, text: string, settings: TtsSettings, language: string): SpeechRequest {
    const spoken = voice.engine === "flite" ? normaliseForSpeech(text) : normaliseForAnyLanguage(text);
    if (spoken.trim() === "") throw new Error("Nothing to say: the text is empty");
    return { text: spoken, speed: settings.speed, pitch: settings.pitch, temperature: settings.temperature, language };
  }
}

let shared: SpeechService | undefined;

/** The process-wide speech service (created on first use; its workers start on the first synthesis). */
export function getSpeechService(): SpeechService {
  shared ??= new SpeechService();
  return shared;
}
