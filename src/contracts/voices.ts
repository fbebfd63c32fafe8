import { z } from "zod";
import { englishLanguageName, LANGUAGE_MESSAGES, normaliseLanguageTag } from "./languages.ts";

/**
 * The narration voices of docs/product/audio.md. The ten English voices: five premium (female, male, female, male,
 * female) then five standard (male, female, male, male, female); the default voice is the first premium one
 * (docs/product/messages-and-limits.md). Then the voices for other languages (docs/product/languages.md), standard
 * tier, female then male. Which engine and settings stand behind an id is the server's business
 * (src/server/tts/voices.ts); which languages each speaks is in its `languages`.
 */
export const PREMIUM_VOICE_IDS = ["clara", "james", "nora", "arthur", "maya"] as const;
export const ENGLISH_STANDARD_VOICE_IDS = ["oscar", "ivy", "felix", "hugo", "lena"] as const;
export const MULTILINGUAL_VOICE_IDS = ["elena", "luca"] as const;
export const STANDARD_VOICE_IDS = [...ENGLISH_STANDARD_VOICE_IDS, ...MULTILINGUAL_VOICE_IDS] as const;
export const VOICE_IDS = [...PREMIUM_VOICE_IDS, ...STANDARD_VOICE_IDS] as const;
export type VoiceId = (typeof VOICE_IDS)[number];
export const DEFAULT_VOICE_ID: VoiceId = PREMIUM_VOICE_IDS[0];

/**
 * The languages each voice speaks (BCP 47 primary subtags). The English voices speak English only; the multilingual
 * voices speak every language of MULTILINGUAL_LANGUAGES and not English (docs/decisions/035-languages.md). Each of
 * these was heard through eSpeak NG's own voice for it (src/server/tts/espeak-voices.ts).
 */
export const MULTILINGUAL_LANGUAGES = [
  "fr",
  "de",
  "es",
  "it",
  "pt",
  "la",
  "nl",
  "ca",
  "da",
  "fi",
  "el",
  "hu",
  "no",
  "pl",
  "ro",
  "ru",
  "sv",
  "tr",
] as const;
const ENGLISH_ONLY = ["en"] as const;

/** The languages a voice speaks. */
export function voiceLanguages(voice: VoiceId): readonly string[] {
  return (MULTILINGUAL_VOICE_IDS as readonly string[]).includes(voice) ? MULTILINGUAL_LANGUAGES : ENGLISH_ONLY;
}

/** Whether a voice speaks a quote's language (`pt-BR` is spoken by a `pt` voice). */
export function voiceSpeaks(voice: VoiceId, language: string): boolean {
  return voiceLanguages(voice).includes(language.split("-")[0]!.toLowerCase());
}

/** The voice a quote in `language` is narrated with by default: the first voice that speaks it, if any. */
export function defaultVoiceFor(language: string): VoiceId | undefined {
  if (voiceSpeaks(DEFAULT_VOICE_ID, language)) return DEFAULT_VOICE_ID;
  return VOICE_IDS.find((id) => voiceSpeaks(id, language));
}

export const VOICE_GENDERS = ["female", "male"] as const;
export const VOICE_TIERS = ["premium", "standard"] as const;

/** Bitrates offered for MP3 (kbit/s, written as the spec writes them: "128k"). WAV ignores the bitrate. */
export const TTS_BITRATES = ["64k", "96k", "128k", "160k", "192k"] as const;
export const TTS_CODECS = ["mp3", "wav"] as const;
export const TTS_SPEED_MIN = 0.5;
export const TTS_SPEED_MAX = 2;
export const TTS_PITCH_MIN = 0.5;
export const TTS_PITCH_MAX = 2;
export const TTS_TEMPERATURE_MIN = 0;
export const TTS_TEMPERATURE_MAX = 1;

/** Default voice settings of docs/product/messages-and-limits.md. */
export const TTS_DEFAULTS = {
  voice: DEFAULT_VOICE_ID,
  speed: 1,
  pitch: 1,
  bitrate: "128k",
  codec: "mp3",
  temperature: 0.25,
} as const satisfies {
  voice: VoiceId;
  speed: number;
  pitch: number;
  bitrate: (typeof TTS_BITRATES)[number];
  codec: (typeof TTS_CODECS)[number];
  temperature: number;
};

export const TTS_MESSAGES = {
  unknownVoice: `Unknown voice. Valid voices: ${VOICE_IDS.join(", ")}`,
  /** A voice asked to read a quote in a language it does not speak ("Clara does not speak French. Voices for French: Elena, Luca"). */
  voiceCannotSpeak: (voiceName: string, language: string, voicesForIt: readonly string[]) =>
    `${voiceName} does not speak ${englishLanguageName(language)}. Voices for ${englishLanguageName(language)}: ${voicesForIt.join(", ")}`,
  /** No voice can read a quote in this language. */
  noVoiceFor: (language: string) => `No voice speaks ${englishLanguageName(language)} yet`,
  speedRange: `Speed must be between ${TTS_SPEED_MIN} and ${TTS_SPEED_MAX}`,
  pitchRange: `Pitch must be between ${TTS_PITCH_MIN} and ${TTS_PITCH_MAX}`,
  temperatureRange: `Temperature must be between ${TTS_TEMPERATURE_MIN} and ${TTS_TEMPERATURE_MAX}`,
  bitrate: `Bitrate must be one of ${TTS_BITRATES.join(", ")}`,
  codec: `Codec must be one of ${TTS_CODECS.join(", ")}`,
} as const;

export const VoiceIdSchema = z.enum(VOICE_IDS, { error: TTS_MESSAGES.unknownVoice });

/** A voice as `GET /api/voices` lists it. */
export const VoiceSchema = z.object({
  id: VoiceIdSchema,
  name: z.string(),
  gender: z.enum(VOICE_GENDERS),
  tier: z.enum(VOICE_TIERS),
  /** An honest one-line description for the voice picker. */
  description: z.string(),
  engine: z.string(),
  /** The languages it speaks, BCP 47 primary tags (`en`, `fr`); a quote in `pt-BR` is spoken by a `pt` voice. */
  languages: z.array(z.string()),
});
export type Voice = z.infer<typeof VoiceSchema>;
export const VoiceListSchema = z.array(VoiceSchema);

/** `GET /api/voices` query: `language` (a BCP 47 tag) keeps the voices that speak it; `pt-BR` is spoken by `pt` voices. */
export const VoiceListQuerySchema = z.object({
  language: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === "") return undefined;
      const tag = normaliseLanguageTag(value);
      if (tag === undefined) {
        ctx.addIssue({ code: "custom", message: LANGUAGE_MESSAGES.invalid });
        return z.NEVER;
      }
      return tag;
    }),
});
export type VoiceListQuery = z.input<typeof VoiceListQuerySchema>;

/** `"128k"`, `"128"` and `128` all mean 128 kbit/s; the parsed value is always the `"128k"` form. */
const BitrateSchema = z.union([z.string(), z.number()], { error: TTS_MESSAGES.bitrate }).transform((v, ctx) => {
  const text = String(v).trim().toLowerCase();
  const normalised = /^\d+$/.test(text) ? `${text}k` : text;
  const found = TTS_BITRATES.find((b) => b === normalised);
  if (!found) {
    ctx.addIssue({ code: "custom", message: TTS_MESSAGES.bitrate });
    return z.NEVER;
  }
  return found;
});

/**
 * Narration settings (`POST /api/quotes/{id}/generate-audio` body, bulk generation settings). Every field is
 * optional and defaults to docs/product/messages-and-limits.md, except `voice`: left out, the server picks the
 * default voice of the quote's language (`defaultVoiceFor`; Clara for English). `temperature` is kept with the
 * audio's settings; the offline engines have no sampling and ignore it.
 */
export const TtsSettingsSchema = z.object({
  voice: VoiceIdSchema.optional(),
  speed: z
    .number({ error: TTS_MESSAGES.speedRange })
    .min(TTS_SPEED_MIN, { error: TTS_MESSAGES.speedRange })
    .max(TTS_SPEED_MAX, { error: TTS_MESSAGES.speedRange })
    .default(TTS_DEFAULTS.speed),
  pitch: z
    .number({ error: TTS_MESSAGES.pitchRange })
    .min(TTS_PITCH_MIN, { error: TTS_MESSAGES.pitchRange })
    .max(TTS_PITCH_MAX, { error: TTS_MESSAGES.pitchRange })
    .default(TTS_DEFAULTS.pitch),
  bitrate: BitrateSchema.default(TTS_DEFAULTS.bitrate),
  codec: z.enum(TTS_CODECS, { error: TTS_MESSAGES.codec }).default(TTS_DEFAULTS.codec),
  temperature: z
    .number({ error: TTS_MESSAGES.temperatureRange })
    .min(TTS_TEMPERATURE_MIN, { error: TTS_MESSAGES.temperatureRange })
    .max(TTS_TEMPERATURE_MAX, { error: TTS_MESSAGES.temperatureRange })
    .default(TTS_DEFAULTS.temperature),
});
/** What a caller may send. */
export type TtsSettingsInput = z.input<typeof TtsSettingsSchema>;
/** Settings as parsed: every default filled in, the voice only when the caller named one. */
export type TtsSettingsRequest = z.output<typeof TtsSettingsSchema>;
/** Settings with every default filled in and the voice chosen (stored with the audio as its `tts_settings`). */
export type TtsSettings = Omit<TtsSettingsRequest, "voice"> & { voice: VoiceId };
export type TtsCodec = (typeof TTS_CODECS)[number];
export type TtsBitrate = (typeof TTS_BITRATES)[number];
