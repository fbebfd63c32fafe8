import { describe, expect, it } from "vitest";
import { normaliseForAnyLanguage } from "./text-normalise-any-language.ts";

describe("normaliseForAnyLanguage", () => {
  it("keeps letters of every script with their accents, and numbers for eSpeak to say in the language", () => {
    expect(normaliseForAnyLanguage("L’homme est né libre, et partout il est dans les fers.")).toBe(
      "L'homme est né libre, et partout il est dans les fers.",
    );
    expect(normaliseForAnyLanguage("Я мыслю, следовательно, существую.")).toBe("Я мыслю, следовательно, существую.");
    expect(normaliseForAnyLanguage("Σκέφτομαι, άρα υπάρχω.")).toBe("Σκέφτομαι, άρα υπάρχω.");
    expect(normaliseForAnyLanguage("Am 3. Oktober 1990 waren es 17 %.")).toBe("Am 3. Oktober 1990 waren es 17 %.");
    expect(normaliseForAnyLanguage("¿Qué es la vida? ¡Un frenesí!")).toBe("¿Qué es la vida? ¡Un frenesí!");
    expect(normaliseForAnyLanguage("col·lecció")).toBe("col·lecció");
  });

  it("turns typography into pauses and drops what no one reads aloud", () => {
    expect(normaliseForAnyLanguage("« Bonjour » — dit-il… (doucement) *ici* #1")).toBe(
      "Bonjour, dit-il, doucement, ici 1",
    );
    expect(normaliseForAnyLanguage("Das Leben… Es geht weiter.")).toBe("Das Leben. Es geht weiter.");
    expect(normaliseForAnyLanguage("Qui suis-je ?\u00A0Personne.")).toBe("Qui suis-je? Personne.");
  });

  it("reads a closing attribution as its own sentence", () => {
    expect(normaliseForAnyLanguage("Je pense, donc je suis — René Descartes")).toBe(
      "Je pense, donc je suis. René Descartes.",
    );
  });
});
