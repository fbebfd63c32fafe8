import { primaryLanguage } from "#contracts/languages.ts";
import { MULTILINGUAL_LANGUAGES } from "#contracts/voices.ts";

type MultilingualLanguage = (typeof MULTILINGUAL_LANGUAGES)[number];

/**
 * The eSpeak NG voice of each language the multilingual voices speak, by BCP 47 primary subtag. Each one was
 * checked to be found by eSpeak (an unknown name leaves its previous voice speaking) and to speak a sentence of its
 * language. Norwegian is eSpeak's `nb` (it has no `no`).
 */
const ESPEAK_VOICE_BY_LANGUAGE: Record<MultilingualLanguage, string> = {
  fr: "fr",
  de: "de",
  es: "es",
  it: "it",
  pt: "pt",
  la: "la",
  nl: "nl",
  ca: "ca",
  da: "da",
  fi: "fi",
  el: "el",
  hu: "hu",
  no: "nb",
  pl: "pl",
  ro: "ro",
  ru: "ru",
  sv: "sv",
  tr: "tr",
};

/** Regional voices eSpeak NG has, by canonical BCP 47 tag; other regions speak as their language's voice. */
const ESPEAK_REGIONAL_VOICES: Readonly<Record<string, string>> = {
  "pt-BR": "pt-br",
  "es-419": "es-419",
  "fr-BE": "fr-be",
  "fr-CH": "fr-ch",
};

/** The eSpeak NG voice (without variant) that reads text in `language`, or undefined when none does. */
export function espeakVoiceFor(language: string): string | undefined {
  const regional = ESPEAK_REGIONAL_VOICES[language];
  if (regional) return regional;
  const primary = primaryLanguage(language);
  return (MULTILINGUAL_LANGUAGES as readonly string[]).includes(primary)
    ? ESPEAK_VOICE_BY_LANGUAGE[primary as MultilingualLanguage]
    : undefined;
}
