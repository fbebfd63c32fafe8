import { describe, expect, it } from "vitest";
import { detect } from "tinyld";
import { LANGUAGES } from "#contracts/languages.ts";
import { detectLanguage } from "./detect-language.ts";

const offered = LANGUAGES.map((l) => l.tag);
/** The detector's own first guess among the offered languages. */
const firstGuess = (text: string) => detect(text, { only: offered });

describe("detectLanguage", () => {
  it.each([
    ["fr", "Je pense, donc je suis."],
    ["en", "Be yourself; everyone else is already taken."],
    ["la", "Cogito, ergo sum."],
    ["de", "Was mich nicht umbringt, macht mich stärker."],
    ["it", "Nel mezzo del cammin di nostra vita mi ritrovai per una selva oscura."],
    ["es", "Caminante, no hay camino, se hace camino al andar."],
    ["pt", "O coração tem razões que a própria razão desconhece."],
    ["nl", "Wie niet waagt, die niet wint."],
    ["sv", "Det finns inget dåligt väder, bara dåliga kläder."],
    ["ru", "Красота спасёт мир."],
    ["el", "Γνῶθι σεαυτόν."],
    ["ja", "七転び八起き。"],
    ["zh", "千里之行，始于足下。"],
  ])("answers %s for %s", (tag, text) => {
    expect(detectLanguage(text)).toBe(tag);
  });

  it("answers English for English lines the detector alone takes for another language", () => {
    const lines = [
      "Action is eloquence.",
      "Well begun is half done.",
      "Open minds lead to open doors.",
      "A friend in power is a friend lost.",
      "Kind words will unlock an iron door.",
      "Happiness depends upon ourselves.",
    ];
    expect(lines.map(firstGuess)).not.toContain("en");
    expect(lines.map(detectLanguage)).toEqual(lines.map(() => "en"));
  });

  it("answers English for English text holding a coined word, a name or a code the detector reads as foreign", () => {
    const lines = [
      "Checked words about zqmwyzkyyt1: the diary of 1911 holds them.",
      "Checked words about xxsjyhtlcr: the diary of 1911 holds them.",
      "Checked words about tjslyoxu: the diary of 1911 holds them.",
      "Checked words about yfxkyabc: the diary of 1911 holds them.",
    ];
    expect(lines.map(firstGuess).filter((tag) => tag !== "en")).not.toEqual([]);
    expect(lines.map(detectLanguage)).toEqual(lines.map(() => "en"));
  });

  it("keeps a foreign text foreign when it quotes an English word or holds a number", () => {
    expect(detectLanguage("Le cœur a ses raisons que la raison ne connaît point, the end.")).toBe("fr");
    expect(detectLanguage("Was mich nicht umbringt, macht mich stärker (1888).")).toBe("de");
  });

  it("answers English for text too short to tell", () => {
    expect(firstGuess("Carpe diem.")).toBe("pl");
    for (const text of ["Carpe diem.", "Alles klar.", "Hi", "", "   ", "12345 67890", "😀😀😀😀😀😀😀😀😀😀"]) {
      expect(detectLanguage(text), text).toBe("en");
    }
  });

  it("answers only languages the forms offer, English for the others", () => {
    const others = [
      "사랑은 모든 것을 이깁니다. 시간은 금이다.",
      "Pravda vítězí nad lží a nenávistí.",
      "Kita tidak akan pernah tahu sampai kita mencoba sendiri.",
    ];
    expect(others.map((text) => detect(text))).toEqual(["ko", "cs", "id"]);
    for (const text of others) expect(offered, text).toContain(detectLanguage(text));
  });

  it("reads a text of the longest length allowed", () => {
    const text = "Il faut cultiver notre jardin. ".repeat(70).slice(0, 2000);
    expect(detectLanguage(text)).toBe("fr");
  });
});
