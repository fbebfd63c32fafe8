import { describe, expect, it } from "vitest";
import { englishLanguageName, LANGUAGES } from "#contracts/languages.ts";
import { isEnglish, languageEnglishName, textLanguageProps } from "./quote-language.ts";

describe("textLanguageProps", () => {
  it("gives a quote's text its language, and right to left for Arabic, Hebrew and the like", () => {
    expect(textLanguageProps("fr")).toEqual({ lang: "fr" });
    expect(textLanguageProps("pt-BR")).toEqual({ lang: "pt-BR" });
    expect(textLanguageProps("ar")).toEqual({ lang: "ar", dir: "rtl" });
    expect(textLanguageProps("he")).toEqual({ lang: "he", dir: "rtl" });
    expect(textLanguageProps("fa-IR")).toEqual({ lang: "fa-IR", dir: "rtl" });
    // Mapuche ("arn") only starts like Arabic: left to right.
    expect(textLanguageProps("arn")).toEqual({ lang: "arn" });
  });

  it("adds nothing when the language is not known", () => {
    expect(textLanguageProps(undefined)).toEqual({});
    expect(textLanguageProps("")).toEqual({});
  });
});

describe("isEnglish", () => {
  it("is true for English and its regional variants only", () => {
    expect(["en", "en-GB", "EN-us"].map(isEnglish)).toEqual([true, true, true]);
    expect(["fr", "eng", "es", "de-EN"].map(isEnglish)).toEqual([false, false, false, false]);
  });
});

describe("languageEnglishName", () => {
  it("names every offered language as the contracts' table does, without loading it", () => {
    for (const { tag } of LANGUAGES) expect(languageEnglishName(tag)).toBe(englishLanguageName(tag));
  });

  it("names other valid tags too, and falls back to the tag itself", () => {
    expect(languageEnglishName("pt-BR")).toBe("Brazilian Portuguese");
    expect(languageEnglishName("grc")).toBe("Ancient Greek");
    expect(languageEnglishName("not a tag")).toBe("not a tag");
  });
});
