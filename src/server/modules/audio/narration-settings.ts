import { GenerateAudioBodySchema, type BulkGenerateAccepted, type TtsSettings } from "#contracts/audio.ts";
import type { TtsSettingsInput, TtsSettingsRequest } from "#contracts/voices.ts";
import { badRequest } from "#server/plugins/errors.ts";
import { chooseVoice } from "#server/tts/voices.ts";

/**
 * Narration settings as a request gives them: every default of docs/product/messages-and-limits.md filled in but the
 * voice, which depends on the quote's language (the routes validated the body already). A voice the engine does not
 * serve is a 400 naming the ones it does.
 */
export function parseNarrationSettings(input: TtsSettingsInput, engineVoices: readonly string[]): TtsSettingsRequest {
  const parsed = GenerateAudioBodySchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badRequest(issue.message, { [issue.path.join(".") || "_"]: issue.message });
  }
  if (parsed.data.voice !== undefined && !engineVoices.includes(parsed.data.voice)) {
    const message = `Unknown voice. Valid voices: ${engineVoices.join(", ")}`;
    throw badRequest(message, { voice: message });
  }
  return parsed.data;
}

/**
 * The settings for one quote in `language`: the voice asked for, or the language's default voice. A voice that does
 * not speak the language, or a language no voice speaks, is a 400 on `voice` saying which voices do.
 */
export function settingsForQuote(request: TtsSettingsRequest, language: string): TtsSettings {
  const choice = chooseVoice(language, request.voice);
  if ("refusal" in choice) throw badRequest(choice.refusal, { voice: choice.refusal });
  return { ...request, voice: choice.voice };
}

/**
 * Bulk narration picks the voice per quote: the one asked for where it speaks the quote's language, else that
 * language's default voice. Quotes in a language no voice speaks are skipped, with the reason.
 */
export function planBulkNarration(
  request: TtsSettingsRequest,
  languages: ReadonlyMap<string, string>,
): { planned: { quoteId: string; settings: TtsSettings }[]; skipped: BulkGenerateAccepted["skipped"] } {
  const planned: { quoteId: string; settings: TtsSettings }[] = [];
  const skipped: BulkGenerateAccepted["skipped"] = [];
  for (const [quoteId, language] of languages) {
    const asked = chooseVoice(language, request.voice);
    const choice = "voice" in asked ? asked : chooseVoice(language);
    if ("voice" in choice) planned.push({ quoteId, settings: { ...request, voice: choice.voice } });
    else skipped.push({ quote_id: quoteId, language, reason: choice.refusal });
  }
  return { planned, skipped };
}
