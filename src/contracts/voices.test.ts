import { describe, expect, it } from "vitest";
import { DEFAULT_VOICE_ID, TTS_DEFAULTS, TTS_MESSAGES, TtsSettingsSchema, VOICE_IDS, VoiceSchema } from "./voices.ts";

describe("voice contract", () => {
  it("has ten voices and the first premium one is the default", () => {
    expect(VOICE_IDS).toHaveLength(10);
    expect(new Set(VOICE_IDS).size).toBe(10);
    expect(DEFAULT_VOICE_ID).toBe(VOICE_IDS[0]);
  });

  it("fills every default of docs/product/messages-and-limits.md", () => {
    expect(TtsSettingsSchema.parse({})).toEqual({
      voice: DEFAULT_VOICE_ID,
      speed: 1,
      pitch: 1,
      bitrate: "128k",
      codec: "mp3",
      temperature: 0.25,
    });
    expect(TTS_DEFAULTS.bitrate).toBe("128k");
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

  it("describes a voice", () => {
    expect(
      VoiceSchema.parse({
        id: DEFAULT_VOICE_ID,
        name: "Clara",
        gender: "female",
        tier: "premium",
        description: "Clear",
        engine: "flite",
      }).id,
    ).toBe(DEFAULT_VOICE_ID);
  });
});
