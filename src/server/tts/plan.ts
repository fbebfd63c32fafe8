import type { TtsBitrate, TtsCodec } from "#contracts/voices.ts";
import type { EspeakParams } from "./worker/espeak-runner.ts";
import type { FliteParams } from "./worker/flite-runner.ts";

/**
 * What a speech worker process does for one synthesis: run one engine with native parameters, then
 * post-process the PCM. Built by the engines from a voice and the caller's speed and pitch.
 */
export type RenderPlan = FlitePlan | EspeakPlan;
export type FlitePlan = { engine: "flite"; params: FliteParams; post: PostProcess };
export type EspeakPlan = { engine: "espeak-ng"; params: EspeakParams; post: PostProcess };

export interface PostProcess {
  /**
   * Plays the engine's output `speedUp` times faster by resampling: pitch and formants rise by that
   * ratio and the duration shrinks by it (engines are asked for a correspondingly longer rendering first).
   * How voices that ignore pitch targets get their pitch changed, and how formants are moved.
   */
  speedUp?: number;
}

export type WorkerRequest =
  | { op: "synthesize"; plan: RenderPlan }
  | { op: "encode"; pcm: Float32Array; sampleRate: number; codec: TtsCodec; bitrate: TtsBitrate }
  /** Synthesis, encoding and waveform peaks in one: only the file and the peaks cross back to the server. */
  | { op: "narrate"; plan: RenderPlan; codec: TtsCodec; bitrate: TtsBitrate; peakCount: number }
  /** Test hook: the worker exits at once, as a crashing engine would. */
  | { op: "crash" };

/** `cpuSeconds`: CPU time the worker spent on the request (robust to a busy machine, unlike wall time). */
export type WorkerReply =
  | { ok: true; pcm: Float32Array; sampleRate: number; cpuSeconds: number }
  | { ok: true; data: Uint8Array; cpuSeconds: number }
  | { ok: true; data: Uint8Array; samples: number; sampleRate: number; peaks: number[]; cpuSeconds: number }
  | { ok: false; error: string };
