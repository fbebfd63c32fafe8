import type { Voice, VoiceId } from "#contracts/voices.ts";
import { VOICE_IDS } from "#contracts/voices.ts";
import type { EspeakPreset, FlitePreset } from "./engines.ts";

/** A voice of the catalogue: what the API shows, plus the engine and preset that make it. */
export type VoiceDefinition = Voice & { id: VoiceId } & (
    { engine: "flite"; preset: FlitePreset } | { engine: "espeak-ng"; preset: EspeakPreset }
  );

/**
 * The ten voices (SPEC.md §3 order: premium F, M, F, M, F; standard M, F, M, M, F). Intelligibility was
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
    description: "Warm American woman at an unhurried pace; the clearest female voice.",
    preset: { voice: "slt", pace: 1.1 },
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
    description: "Brighter, higher American woman; lively, slightly synthetic.",
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
    description: "Lower, mature American woman, slow and steady; a little muffled.",
    preset: { voice: "slt", f0Mean: 150, formant: 0.92, pace: 1.08 },
  },
  {
    id: "oscar",
    name: "Oscar",
    gender: "male",
    tier: "standard",
    engine: "flite",
    description: "Classic computer voice: robotic and flat, but every word is clear.",
    preset: { voice: "kal16" },
  },
  {
    id: "ivy",
    name: "Ivy",
    gender: "female",
    tier: "standard",
    engine: "espeak-ng",
    description: "Robotic female voice, fast to make; harder to follow on long quotes.",
    preset: { voice: "en-us+f2", rate: 140 },
  },
  {
    id: "felix",
    name: "Felix",
    gender: "male",
    tier: "standard",
    engine: "espeak-ng",
    description: "Robotic American man, crisp consonants; clearly synthetic.",
    preset: { voice: "en-us+m3", rate: 140 },
  },
  {
    id: "hugo",
    name: "Hugo",
    gender: "male",
    tier: "standard",
    engine: "espeak-ng",
    description: "Robotic British man (received pronunciation); clearly synthetic.",
    preset: { voice: "en-gb-x-rp+m1", rate: 140 },
  },
  {
    id: "lena",
    name: "Lena",
    gender: "female",
    tier: "standard",
    engine: "espeak-ng",
    description: "Soft robotic female voice; the least natural of the ten.",
    preset: { voice: "en-us+f4", rate: 140 },
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
