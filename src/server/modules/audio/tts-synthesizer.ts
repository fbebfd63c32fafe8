import { VOICE_IDS } from "#contracts/voices.ts";
import { synthesisLimiter } from "#server/tts/limiter.ts";
import type { SpeechService } from "#server/tts/speech-service.ts";
import type { SpeechSynthesizer } from "./narration.ts";

/**
 * The app's speech service as the audio jobs see it: every voice of the catalogue, narration (synthesis, encoding and peaks
 * in speech worker processes) with at most one synthesis per core process-wide. The service belongs to the
 * app, which closes it after the audio jobs (onClose runs last-registered first).
 */
export function ttsSynthesizer(speech: SpeechService): SpeechSynthesizer {
  return {
    voiceIds: () => VOICE_IDS,
    synthesize: (text, settings, language) => speech.synthesize(text, settings, language),
    narrate: (text, settings, language) =>
      synthesisLimiter.run(async () => {
        const narration = await speech.narrate(text, settings, language);
        return {
          audio: narration.audio,
          extension: narration.extension,
          duration: narration.duration,
          peaks: narration.peaks,
          sampleRate: narration.sampleRate,
        };
      }),
  };
}
