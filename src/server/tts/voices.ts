import type { Voice, VoiceId } from "#contracts/voices.ts";
import { defaultVoiceFor, TTS_MESSAGES, VOICE_IDS, voiceLanguages, voiceSpeaks } from "#contracts/voices.ts";
import type { EspeakPreset, FlitePreset } from "./engines.ts";

/** A voice of the catalogue: what the API shows, plus the engine and preset that make it. */
export type VoiceDefinition = Omit<Voice, "languages"> & { id: VoiceId } & (
    { engine: "flite"; preset: FlitePreset } | { engine: "espeak-ng"; preset: EspeakPreset }
  );

/**
 * The ten English voices (docs/product/audio.md order: premium F, M, F, M, F; standard M, F, M, M, F), all CMU
 * Flite. Speakers are varied by pitch (Flite's own pitch target) and vocal-tract size (`formant`: resampling with
 * pitch and duration held). Chosen by word error rate (shared/tools/voice-wer) on bench/voice-sets/tune.json and
 * reported on the held-out set (docs/decisions/032). Then the two voices for other languages, eSpeak NG with each
 * language's own voice and pronunciation rules, shaped by a variant. The descriptions say honestly how each sounds.
 */
export const VOICES: readonly VoiceDefinition[] = [
  {
    id: "clara",
    name: "Clara",
    gender: "female",
    tier: "premium",
    engine: "flite",
    description:
      "Warm American woman with a slightly fuller tone, at an unhurried pace; clear and natural for an offline voice.",
    preset: { voice: "slt", formant: 0.96, pace: 1.12 },
  },
  {
    id: "james",
    name: "James",
    gender: "male",
    tier: "premium",
    engine: "flite",
    description: "Calm, deep American man; among the clearest voices.",
    preset: { voice: "rms" },
  },
  {
    id: "nora",
    name: "Nora",
    gender: "female",
    tier: "premium",
    engine: "flite",
    description: "Higher, livelier American woman (Clara's speaker, raised), a touch quicker; very clear.",
    preset: { voice: "slt", f0Mean: 210, formant: 0.96, pace: 1.05 },
  },
  {
    id: "arthur",
    name: "Arthur",
    gender: "male",
    tier: "premium",
    engine: "flite",
    description: "Scottish man with a natural rhythm and a light, slightly buzzy tone; clear.",
    preset: { voice: "awb", formant: 1.04, pace: 1.05 },
  },
  {
    id: "maya",
    name: "Maya",
    gender: "female",
    tier: "premium",
    engine: "flite",
    description: "Low, calm American woman with more melody, slow and steady; Clara's speaker with a lower voice.",
    preset: { voice: "slt", f0Mean: 140, f0Stddev: 30, formant: 0.97, pace: 1.15 },
  },
  {
    id: "oscar",
    name: "Oscar",
    gender: "male",
    tier: "standard",
    engine: "flite",
    description: "Classic computer voice: robotic and flat, but nearly every word comes through.",
    preset: { voice: "kal16" },
  },
  {
    id: "ivy",
    name: "Ivy",
    gender: "female",
    tier: "standard",
    engine: "flite",
    description: "High-pitched, young-sounding woman's voice at a measured pace; clearly synthetic but easy to follow.",
    preset: { voice: "slt", f0Mean: 240, formant: 0.93, pace: 1.1 },
  },
  {
    id: "felix",
    name: "Felix",
    gender: "male",
    tier: "standard",
    engine: "flite",
    description: "Oscar's computer voice a little higher and slower, with deeper resonance; robotic, still clear.",
    preset: { voice: "kal16", f0Mean: 105, formant: 0.95, pace: 1.05 },
  },
  {
    id: "hugo",
    name: "Hugo",
    gender: "male",
    tier: "standard",
    engine: "flite",
    description: "Deep, slow computer voice with a flat delivery: Oscar's voice pitched lower.",
    preset: { voice: "kal16", f0Mean: 78, f0Stddev: 12, pace: 1.08 },
  },
  {
    id: "lena",
    name: "Lena",
    gender: "female",
    tier: "standard",
    engine: "flite",
    description: "Brisk, level woman's voice with a dark, full tone and little melody; plain rather than expressive.",
    preset: { voice: "slt", f0Mean: 175, f0Stddev: 8, formant: 0.9 },
  },
  {
    id: "elena",
    name: "Elena",
    gender: "female",
    tier: "standard",
    engine: "espeak-ng",
    description:
      "Woman's voice for quotes in other languages (eSpeak NG): clearly synthetic, but pronounced by each language's own rules.",
    preset: { variant: "f2" },
  },
  {
    id: "luca",
    name: "Luca",
    gender: "male",
    tier: "standard",
    engine: "espeak-ng",
    description:
      "Man's voice for quotes in other languages (eSpeak NG): robotic, but pronounced by each language's own rules.",
    preset: { variant: "m3" },
  },
];

const BY_ID = new Map<string, VoiceDefinition>(VOICES.map((v) => [v.id, v]));

export function findVoice(id: string): VoiceDefinition | undefined {
  return BY_ID.get(id);
}

/** The voices as `GET /api/voices` lists them (without engine presets); with `language`, those that speak it. */
export function listVoices(language?: string): Voice[] {
  const voices = language === undefined ? VOICES : VOICES.filter((v) => voiceSpeaks(v.id, language));
  return voices.map(({ id, name, gender, tier, description, engine }) => ({
    id,
    name,
    gender,
    tier,
    description,
    engine,
    languages: [...voiceLanguages(id)],
  }));
}

// The catalogue and the contract must name the same voices in the same order.
if (VOICES.map((v) => v.id).join() !== VOICE_IDS.join()) {
  throw new Error("The voice catalogue does not match the voice contract");
}

/** The voice that narrates a quote, or why none can. */
export type VoiceChoice = { voice: VoiceId } | { refusal: string };

/**
 * The voice for a quote in `language`: the one asked for when it speaks the language, else (none asked for) the
 * language's default voice. A voice that cannot speak it is refused naming the voices that can.
 */
export function chooseVoice(language: string, requested?: VoiceId): VoiceChoice {
  const speakers = VOICES.filter((v) => voiceSpeaks(v.id, language));
  if (requested !== undefined && !voiceSpeaks(requested, language)) {
    const name = findVoice(requested)?.name ?? requested;
    return speakers.length === 0
      ? { refusal: TTS_MESSAGES.noVoiceFor(language) }
      : {
          refusal: TTS_MESSAGES.voiceCannotSpeak(
            name,
            language,
            speakers.map((v) => v.name),
          ),
        };
  }
  const voice = requested ?? defaultVoiceFor(language);
  return voice === undefined ? { refusal: TTS_MESSAGES.noVoiceFor(language) } : { voice };
}
