import type { FliteVoice } from "./worker/flite-runner.ts";
import type { RenderPlan } from "./plan.ts";
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
export function flitePlan(preset: FlitePreset, request: SpeechRequest): RenderPlan {
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
