import initialise, { type ESpeakNGWorker } from "@echogarden/espeak-ng-emscripten";
import { concatFloat32, int16ToFloat32 } from "../dsp.ts";

export const ESPEAK_SAMPLE_RATE = 22050;
export const ESPEAK_MIN_RATE = 80;
export const ESPEAK_MAX_RATE = 450;

export interface EspeakParams {
  /** An eSpeak NG voice with an optional variant, e.g. `fr`, `fr+f2`, `pt-br+m3`. */
  voice: string;
  text: string;
  /** Words per minute (eSpeak's own default is 175). */
  rate: number;
  /** 0–99, eSpeak's default 50. */
  pitch: number;
  /** Intonation range 0–99, eSpeak's default 50. */
  range: number;
}

let engine: Promise<ESpeakNGWorker> | undefined;

function espeak() {
  engine ??= (async () => {
    const module = await initialise();
    return new module.eSpeakNGWorker();
  })();
  return engine;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, Math.round(v)));

/** Escapes the characters eSpeak's SSML-aware input would take as markup. */
function escapeText(text: string) {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

/**
 * Runs eSpeak NG (Emscripten) in this process; synchronous inside, so call it from a speech worker only. An unknown
 * voice is an error: eSpeak would otherwise go on speaking with whichever voice it used last.
 */
export async function runEspeak(params: EspeakParams): Promise<{ pcm: Float32Array; sampleRate: number }> {
  const worker = await espeak();
  if (worker.set_voice(params.voice) !== 0) throw new Error(`eSpeak NG has no voice ${params.voice}`);
  worker.set_rate(clamp(params.rate, ESPEAK_MIN_RATE, ESPEAK_MAX_RATE));
  worker.set_pitch(clamp(params.pitch, 0, 99));
  worker.set_range(clamp(params.range, 0, 99));
  const parts: Float32Array[] = [];
  worker.synthesize(escapeText(params.text), (samples) => {
    if (samples && samples.length > 0) parts.push(int16ToFloat32(samples));
  });
  return { pcm: concatFloat32(parts), sampleRate: ESPEAK_SAMPLE_RATE };
}
