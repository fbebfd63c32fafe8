import { describe, expect, it } from "vitest";
import { LANGUAGE_MESSAGES } from "./languages.ts";
import {
  DEFAULT_VOICE_ID,
  defaultVoiceFor,
  ENGLISH_STANDARD_VOICE_IDS,
  MULTILINGUAL_VOICE_IDS,
  PREMIUM_VOICE_IDS,
  TTS_DEFAULTS,
  TTS_MESSAGES,
  TtsSettingsSchema,
  VOICE_IDS,
  voiceLanguages,
  VoiceListQuerySchema,
  VoiceSchema,
  voiceSpeaks,
} from "./voices.ts";

describe("voice contract", () => {
  it("has ten English voices, then two for other languages; the first premium one is the default", () => {
    expect(VOICE_IDS).toHaveLength(12);
    expect(new Set(VOICE_IDS).size).toBe(12);
    expect(VOICE_IDS.slice(0, 10)).toEqual([...PREMIUM_VOICE_IDS, ...ENGLISH_STANDARD_VOICE_IDS]);
    expect(VOICE_IDS.slice(10)).toEqual([...MULTILINGUAL_VOICE_IDS]);
    expect(DEFAULT_VOICE_ID).toBe(VOICE_IDS[0]);
  });

  it("says which languages each voice speaks; a regional tag is spoken by its language's voices", () => {
    for (const id of [...PREMIUM_VOICE_IDS, ...ENGLISH_STANDARD_VOICE_IDS]) expect(voiceLanguages(id)).toEqual(["en"]);
    expect(voiceLanguages("elena")).toContain("fr");
    expect(voiceLanguages("elena")).not.toContain("en");
    expect(voiceSpeaks("clara", "en-GB")).toBe(true);
    expect(voiceSpeaks("clara", "fr")).toBe(false);
    expect(voiceSpeaks("luca", "pt-BR")).toBe(true);
    expect(voiceSpeaks("luca", "en")).toBe(false);
  });

  it("narrates each language by default in its first voice: Clara for English, Elena for French, none for Japanese", () => {
    expect(defaultVoiceFor("en")).toBe("clara");
    expect(defaultVoiceFor("en-US")).toBe("clara");
    expect(defaultVoiceFor("fr")).toBe("elena");
    expect(defaultVoiceFor("de-AT")).toBe("elena");
    expect(defaultVoiceFor("ja")).toBeUndefined();
  });

  it("leaves the voice out when none is given, and fills every other default of docs/product/messages-and-limits.md", () => {
    expect(TtsSettingsSchema.parse({})).toEqual({
      speed: 1,
      pitch: 1,
      bitrate: "128k",
      codec: "mp3",
      temperature: 0.25,
    });
    expect(TtsSettingsSchema.parse({ voice: "luca" }).voice).toBe("luca");
    expect(TTS_DEFAULTS.voice).toBe(DEFAULT_VOICE_ID);
    expect(TTS_DEFAULTS.bitrate).toBe("128k");
  });

  it("says which voices speak a language a voice does not, and when none does", () => {
    expect(TTS_MESSAGES.voiceCannotSpeak("Clara", "fr", ["Elena", "Luca"])).toBe(
      "Clara does not speak French. Voices for French: Elena, Luca",
    );
    expect(TTS_MESSAGES.voiceCannotSpeak("Elena", "en-GB", ["Clara"])).toBe(
      "Elena does not speak English. Voices for English: Clara",
    );
    expect(TTS_MESSAGES.noVoiceFor("ja")).toBe("No voice speaks Japanese yet");
  });

  it("filters the voice list by a canonical language tag; an empty one is no filter, a malformed one is refused", () => {
    expect(VoiceListQuerySchema.parse({ language: "PT-br" })).toEqual({ language: "pt-BR" });
    expect(VoiceListQuerySchema.parse({ language: "" })).toEqual({ language: undefined });
    expect(VoiceListQuerySchema.parse({})).toEqual({ language: undefined });
    const bad = VoiceListQuerySchema.safeParse({ language: "not a language" });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]!.message).toBe(LANGUAGE_MESSAGES.invalid);
  });

  it("accepts bitrates written as 128k, 128 or a number", () => {
    expect(TtsSettingsSchema.parse({ bitrate: "192k" }).bitrate).toBe("192k");
    expect(TtsSettingsSchema.parse({ bitrate: "64" }).bitrate).toBe("64k");
    expect(TtsSettingsSchema.parse({ bitrate: 96 }).bitrate).toBe("96k");
  });

  it("refuses out-of-range settings with clear messages", () => {
    const bad = TtsSettingsSchema.safeParse({
      voice: "robot",
      speed: 3,
      pitch: 0.1,
      bitrate: "320k",
      codec: "flac",
      temperature: 2,
    });
    expect(bad.success).toBe(false);
    const byField = Object.fromEntries(bad.error!.issues.map((i) => [String(i.path[0]), i.message]));
    expect(byField.voice).toBe(TTS_MESSAGES.unknownVoice);
    for (const id of VOICE_IDS) expect(byField.voice).toContain(id);
    expect(byField.speed).toBe(TTS_MESSAGES.speedRange);
    expect(byField.pitch).toBe(TTS_MESSAGES.pitchRange);
    expect(byField.bitrate).toBe(TTS_MESSAGES.bitrate);
    expect(byField.codec).toBe(TTS_MESSAGES.codec);
    expect(byField.temperature).toBe(TTS_MESSAGES.temperatureRange);
  });

  it("accepts the range limits", () => {
    expect(TtsSettingsSchema.parse({ speed: 0.5, pitch: 2, codec: "wav" })).toMatchObject({
      speed: 0.5,
      pitch: 2,
      codec: "wav",
    });
  });

  it("describes a voice with the languages it speaks", () => {
    const voice = VoiceSchema.parse({
      id: "elena",
      name: "Elena",
      gender: "female",
      tier: "standard",
      description: "Clear",
      engine: "espeak-ng",
      languages: ["fr", "de"],
    });
    expect(voice.languages).toEqual(["fr", "de"]);
    expect(VoiceSchema.safeParse({ ...voice, languages: undefined }).success).toBe(false);
  });
});
