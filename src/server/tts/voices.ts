import type { Voice, VoiceId } from "#contracts/voices.ts";
import { VOICE_IDS } from "#contracts/voices.ts";
import type { EspeakPreset, FlitePreset } from "./engines.ts";

/** A voice of the catalogue: what the API shows, plus the engine and preset that make it. */
export type VoiceDefinition = Voice & { id: VoiceId } & (
    { engine: "flite"; preset: FlitePreset } | { engine: "espeak-ng"; preset: EspeakPreset }
  );

/**
 * The ten voices (docs/product/audio.md order: premium F, M, F, M, F; standard M, F, M, M, F). Intelligibility was
 * measured with shared/tools/voice-wer on its 20 quotes (see docs/decisions/012 and the README); the
 * descriptions say honestly how each one sounds.
 */
export const VOICES: readonly VoiceDefinition[] = [
  {
    id: "clara",
    name: "Clara",
    gender: "female",
    tier: "premium",
    engine: "flite",
    description: "Warm American woman at an unhurried pace; clear and natural for an offline voice.",
    preset: { voice: "slt", pace: 1.12 },
  },
  {
    id: "james",
    name: "James",
    gender: "male",
    tier: "premium",
    engine: "flite",
    description: "Calm, deep American man; the most intelligible voice of all.",
    preset: { voice: "rms" },
  },
  {
    id: "nora",
    name: "Nora",
    gender: "female",
    tier: "premium",
    engine: "flite",
    description: "Brighter, higher American woman (Clara's voice, raised); lively and very clear.",
    preset: { voice: "slt", f0Mean: 210, pace: 1.05 },
  },
  {
    id: "arthur",
    name: "Arthur",
    gender: "male",
    tier: "premium",
    engine: "flite",
    description: "Scottish man with a natural rhythm; clear, a touch buzzy.",
    preset: { voice: "awb" },
  },
  {
    id: "maya",
    name: "Maya",
    gender: "female",
    tier: "premium",
    engine: "flite",
    description: "Lower, calmer American woman with more melody, slow and steady; same speaker family as Clara.",
    preset: { voice: "slt", f0Mean: 140, f0Stddev: 30, pace: 1.12 },
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
    engine: "espeak-ng",
    description: "Clearly synthetic, higher female voice at a measured pace; the hardest to follow of the ten.",
    preset: { voice: "en-us+f2", rate: 140 },
  },
  {
    id: "felix",
    name: "Felix",
    gender: "male",
    tier: "standard",
    engine: "flite",
    description: "Telephone-quality computer voice (Oscar's, muffled): robotic, still understandable.",
    preset: { voice: "kal" },
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
    engine: "espeak-ng",
    description: "Robotic female voice with a clipped, buzzy tone; fine for short quotes, tiring on long ones.",
    preset: { voice: "en-us+f5", rate: 140 },
  },
];

const BY_ID = new Map<string, VoiceDefinition>(VOICES.map((v) => [v.id, v]));

export function findVoice(id: string): VoiceDefinition | undefined {
  return BY_ID.get(id);
}

/** The voices as `GET /api/voices` lists them (without engine presets). */
export function listVoices(): Voice[] {
  return VOICES.map(({ id, name, gender, tier, description, engine }) => ({
    id,
    name,
    gender,
    tier,
    description,
    engine,
  }));
}

// The catalogue and the contract must name the same ten voices in the same order.
if (VOICES.map((v) => v.id).join() !== VOICE_IDS.join()) {
  throw new Error("The voice catalogue does not match the voice contract");
}
