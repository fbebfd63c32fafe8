import { describe, expect, it } from "vitest";
import { VOICE_IDS, voiceLanguages, type Voice } from "#contracts/voices.ts";
import { initialVoice, voicesSpeaking } from "./voice-languages.ts";

const voices: Voice[] = VOICE_IDS.map((id) => ({
  id,
  name: id,
  gender: "female",
  tier: "standard",
  description: "",
  engine: "test",
  languages: [...voiceLanguages(id)],
}));
const ids = (list: Voice[]) => list.map((voice) => voice.id);

describe("voicesSpeaking", () => {
  it("keeps the voices that speak a language, a regional tag by its language", () => {
    expect(ids(voicesSpeaking(voices, "de"))).toEqual(["elena", "luca"]);
    expect(ids(voicesSpeaking(voices, "pt-BR"))).toEqual(["elena", "luca"]);
    expect(ids(voicesSpeaking(voices, "EN-gb"))).toHaveLength(10);
    expect(voicesSpeaking(voices, "ja")).toEqual([]);
  });
});

describe("initialVoice", () => {
  it("is the language's default voice when listed, else the first that speaks it, else none", () => {
    expect(initialVoice(voicesSpeaking(voices, "en"), "en")).toBe("clara");
    expect(initialVoice(voicesSpeaking(voices, "la"), "la")).toBe("elena");
    expect(
      initialVoice(
        voices.filter((voice) => voice.id === "luca"),
        "it",
      ),
    ).toBe("luca");
    expect(initialVoice([], "ja")).toBeUndefined();
  });
});
