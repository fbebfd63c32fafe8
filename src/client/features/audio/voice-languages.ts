import { primaryLanguage } from "#contracts/languages.ts";
import { defaultVoiceFor, type Voice, type VoiceId } from "#contracts/voices.ts";

/** The voices that speak a quote's language (a `pt` voice speaks a quote in `pt-BR`), in the server's order. */
export function voicesSpeaking(voices: readonly Voice[], language: string): Voice[] {
  const primary = primaryLanguage(language);
  return voices.filter((voice) => voice.languages.includes(primary));
}

/** The voice a quote in `language` starts with: its language's default voice, else the first that speaks it. */
export function initialVoice(voices: readonly Voice[], language: string): VoiceId | undefined {
  const preferred = defaultVoiceFor(language);
  if (preferred && voices.some((voice) => voice.id === preferred)) return preferred;
  return voices[0]?.id;
}
