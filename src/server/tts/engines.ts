import { englishLanguageName } from "#contracts/languages.ts";
import { espeakVoiceFor } from "./espeak-voices.ts";
import type { FliteVoice } from "./worker/flite-runner.ts";
import type { EspeakPlan, FlitePlan, RenderPlan } from "./plan.ts";
import type { SpeechWorkerPool } from "./worker-pool.ts";

/** What every engine is asked for: already-normalised text and the caller's settings. */
export interface SpeechRequest {
  text: string;
  /** 0.5–2: 2 speaks twice as fast. */
  speed: number;
  /** 0.5–2: multiplies the voice's fundamental frequency. */
  pitch: number;
  /** Sampling temperature, for engines that sample (none of the offline ones do). */
  temperature?: number;
  /** The text's language, a BCP 47 tag; engines that speak one language ignore it. */
  language?: string;
}

/** Mono PCM in -1..1. */
export interface Pcm {
  pcm: Float32Array;
  sampleRate: number;
  /** CPU time spent making it, in seconds, where the engine knows it. */
  cpuSeconds?: number;
}

/**
 * A speech engine: turns text into PCM for one of its voice presets. Callers only see this; a neural
 * engine (e.g. sherpa-onnx with a Piper or Kokoro model directory) can be added as one more implementation
 * and one more preset type in the voice catalogue.
 */
export interface SpeechEngine<Preset> {
  readonly id: string;
  synthesize(preset: Preset, request: SpeechRequest): Promise<Pcm>;
  /** What a speech worker runs for `synthesize` (narration runs it with encoding in the same worker call). */
  plan(preset: Preset, request: SpeechRequest): RenderPlan;
}

/** A CMU Flite voice and how it is shaped. */
export interface FlitePreset {
  voice: FliteVoice;
  /** Duration multiplier at speed 1 (1.1 = 10% slower than the voice's natural pace). */
  pace?: number;
  /** Mean pitch in Hz for voices that take a pitch target (slt, kal16, kal); others ignore it. */
  f0Mean?: number;
  /** Intonation range in Hz (slt, kal16, kal). */
  f0Stddev?: number;
  /** Formant shift: >1 a smaller, brighter vocal tract, <1 a larger, darker one (pitch and pace kept). */
  formant?: number;
}

/** Flite's built-in voices that honour `int_f0_target_mean` and their own mean pitch (measured, Hz). */
const FLITE_NATURAL_F0: Partial<Record<FliteVoice, number>> = { slt: 167, kal16: 95, kal: 95 };

/** The render plan of a Flite preset for a request (pure; exported for tests). */
export function flitePlan(preset: FlitePreset, request: SpeechRequest): FlitePlan {
  const natural = FLITE_NATURAL_F0[preset.voice];
  const formant = preset.formant ?? 1;
  // Voices without a pitch target get their pitch moved by resampling, which moves formants with it.
  const speedUp = formant * (natural === undefined ? request.pitch : 1);
  return {
    engine: "flite",
    params: {
      voice: preset.voice,
      text: request.text,
      durationStretch: ((preset.pace ?? 1) / request.speed) * speedUp,
      f0Mean: natural === undefined ? undefined : ((preset.f0Mean ?? natural) * request.pitch) / formant,
      f0Stddev: natural === undefined || preset.f0Stddev === undefined ? undefined : preset.f0Stddev / formant,
    },
    post: { speedUp },
  };
}

/** An eSpeak NG voice variant and how it is shaped; eSpeak's voice for the text's language comes from the request. */
export interface EspeakPreset {
  /** An eSpeak NG variant (`f2`, `m3`), appended to the language's voice (`fr+f2`). */
  variant: string;
  /** Words per minute at speed 1 (eSpeak's own default is 175). */
  rate?: number;
  /** eSpeak's 0–99 pitch at pitch 1 (default 50). */
  pitch?: number;
  /** Intonation range 0–99 (default 50). */
  range?: number;
}

/**
 * How eSpeak NG's 0–99 pitch value moves the voice's fundamental, relative to its default 50 (median F0 measured on
 * French sentences with the f2 and m3 variants: 0 → 0.67×, 99 → 1.625×). Interpolated linearly between points.
 */
const ESPEAK_PITCH_CURVE: readonly (readonly [value: number, ratio: number])[] = [
  [0, 0.67],
  [25, 0.805],
  [50, 1],
  [75, 1.26],
  [99, 1.625],
];

function espeakPitchRatio(value: number): number {
  const curve = ESPEAK_PITCH_CURVE;
  const upper = Math.max(
    1,
    curve.findIndex(([v]) => v >= value),
  );
  const [v0, r0] = curve[upper - 1]!;
  const [v1, r1] = curve[upper]!;
  return r0 + ((r1 - r0) * (Math.min(Math.max(value, v0), v1) - v0)) / (v1 - v0);
}

function espeakPitchValue(ratio: number): number {
  const curve = ESPEAK_PITCH_CURVE;
  if (ratio <= curve[0]![1]) return curve[0]![0];
  if (ratio >= curve.at(-1)![1]) return curve.at(-1)![0];
  const upper = curve.findIndex(([, r]) => r >= ratio);
  const [v0, r0] = curve[upper - 1]!;
  const [v1, r1] = curve[upper]!;
  return v0 + ((v1 - v0) * (ratio - r0)) / (r1 - r0);
}

/**
 * The render plan of an eSpeak NG preset for a request (pure; exported for tests). Speed is eSpeak's words per
 * minute; pitch its 0–99 value, which reaches 0.67–1.6× the voice's own pitch: beyond that the output is resampled
 * (pitch and formants move together, as for Flite's voices without a pitch target) after asking eSpeak for a
 * correspondingly slower rendering.
 */
export function espeakPlan(preset: EspeakPreset, request: SpeechRequest): EspeakPlan {
  const language = request.language ?? "";
  const voice = espeakVoiceFor(language);
  if (!voice)
    throw new Error(`eSpeak NG has no voice for ${language ? englishLanguageName(language) : "text of no language"}`);
  const wanted = espeakPitchRatio(preset.pitch ?? 50) * request.pitch;
  const pitch = espeakPitchValue(wanted);
  const speedUp = wanted / espeakPitchRatio(pitch);
  return {
    engine: "espeak-ng",
    params: {
      voice: `${voice}+${preset.variant}`,
      text: request.text,
      rate: ((preset.rate ?? 175) * request.speed) / speedUp,
      pitch,
      range: preset.range ?? 50,
    },
    post: Math.abs(speedUp - 1) > 1e-3 ? { speedUp } : {},
  };
}

async function runPlan(pool: SpeechWorkerPool, plan: RenderPlan): Promise<Pcm> {
  const reply = await pool.run({ op: "synthesize", plan });
  if (!("pcm" in reply)) throw new Error("The speech worker answered without audio");
  return { pcm: reply.pcm, sampleRate: reply.sampleRate, cpuSeconds: reply.cpuSeconds };
}

export class FliteEngine implements SpeechEngine<FlitePreset> {
  readonly id = "flite";
  constructor(private readonly pool: SpeechWorkerPool) {}
  synthesize(preset: FlitePreset, request: SpeechRequest): Promise<Pcm> {
    return runPlan(this.pool, flitePlan(preset, request));
  }
  plan(preset: FlitePreset, request: SpeechRequest): RenderPlan {
    return flitePlan(preset, request);
  }
}

export class EspeakEngine implements SpeechEngine<EspeakPreset> {
  readonly id = "espeak-ng";
  constructor(private readonly pool: SpeechWorkerPool) {}
  synthesize(preset: EspeakPreset, request: SpeechRequest): Promise<Pcm> {
    return runPlan(this.pool, espeakPlan(preset, request));
  }
  plan(preset: EspeakPreset, request: SpeechRequest): RenderPlan {
    return espeakPlan(preset, request);
  }
}
