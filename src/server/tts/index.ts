/**
 * Speech synthesis (docs/product/audio.md): the entry points the narration jobs and the voice routes use.
 *
 *   const speech = getSpeechService();
 *   await synthesisLimiter.run(async () => {
 *     const n = await speech.narrate(quote.text, settings);   // synthesis + encoding in worker processes
 *     // n.audio (Buffer), n.contentType, n.extension, n.duration (s, from the PCM), n.peaks (0..1), n.settings
 *   });
 */
import type { TtsSettingsInput } from "#contracts/voices.ts";
import { getSpeechService, type SynthesisResult } from "./speech-service.ts";

export { computePeaks } from "./dsp.ts";
export { encodeAudio, encodeMp3, encodeWav, AUDIO_CONTENT_TYPES } from "./encode.ts";
export type { Pcm, SpeechEngine, SpeechRequest } from "./engines.ts";
export { ConcurrencyLimiter, synthesisLimiter } from "./limiter.ts";
export {
  getSpeechService,
  NARRATION_PEAK_COUNT,
  SpeechService,
  type NarrationResult,
  type SynthesisResult,
} from "./speech-service.ts";
export { normaliseForSpeech } from "./text-normalise.ts";
export { findVoice, listVoices, VOICES, type VoiceDefinition } from "./voices.ts";
export { SpeechWorkerCrashedError } from "./worker-pool.ts";

/** Speaks `text` with the process-wide speech service: mono PCM, its sample rate and duration in seconds. */
export function synthesize(text: string, settings: TtsSettingsInput = {}): Promise<SynthesisResult> {
  return getSpeechService().synthesize(text, settings);
}
