import { describe, expect, it } from "vitest";
import { normaliseForSpeech, numberToWords, ordinalToWords, yearToWords } from "./text-normalise.ts";

describe("numbers", () => {
  it("spells whole numbers", () => {
    expect(numberToWords(0)).toBe("zero");
    expect(numberToWords(42)).toBe("forty two");
    expect(numberToWords(100)).toBe("one hundred");
    expect(numberToWords(1234)).toBe("one thousand two hundred thirty four");
    expect(numberToWords(3_000_005)).toBe("three million five");
  });
  it("spells years as they are said", () => {
    expect(yearToWords(1984)).toBe("nineteen eighty four");
    expect(yearToWords(1905)).toBe("nineteen oh five");
    expect(yearToWords(1900)).toBe("nineteen hundred");
    expect(yearToWords(2007)).toBe("two thousand seven");
    expect(yearToWords(2024)).toBe("twenty twenty four");
  });
  it("spells ordinals", () => {
    expect(ordinalToWords(1)).toBe("first");
    expect(ordinalToWords(12)).toBe("twelfth");
    expect(ordinalToWords(20)).toBe("twentieth");
    expect(ordinalToWords(21)).toBe("twenty first");
    expect(ordinalToWords(103)).toBe("one hundred third");
  });
});

describe("normaliseForSpeech", () => {
  const cases: [string, string][] = [
    ["In 1984 I turned 42.", "In nineteen eighty four I turned forty two."],
    ["The 19th century and the 1960s.", "The nineteenth century and the nineteen sixties."],
    ["He was 1st, she was 22nd.", "He was first, she was twenty second."],
    ["It cost $5.50, or 10% of 1,000,000.", "It cost five dollars and fifty cents, or ten percent of one million."],
    ["Pi is 3.14.", "Pi is three point one four."],
    ["The war of 1914–1918.", "The war of nineteen fourteen to nineteen eighteen."],
    ["Dr. Smith met Mr. Jones on St. Patrick's day.", "Doctor Smith met Mister Jones on Saint Patrick's day."],
    ["Apples, pears, etc. are fruit.", "Apples, pears, et cetera. are fruit."],
    ["Life—if you let it—is long.", "Life, if you let it, is long."],
    ["Wait - what?", "Wait, what?"],
    ["\u201CBe yourself.\u201D \u2014Oscar Wilde", "Be yourself. Oscar Wilde."],
    ["Be kind \u2014 Anonymous", "Be kind. Anonymous."],
    ["Don\u2019t stop\u2026 keep going.", "Don't stop, keep going."],
    ["A rose... A friend.", "A rose. A friend."],
    ["Love (real love) waits.", "Love, real love, waits."],
    ["Love waits (always).", "Love waits, always."],
    ["Rock & roll.", "Rock and roll."],
    ["Café résumé.", "Cafe resume."],
  ];
  it.each(cases)("%s", (input, expected) => {
    expect(normaliseForSpeech(input)).toBe(expected);
  });

  it("keeps plain text as it is", () => {
    const text = "Education is the most powerful weapon which you can use to change the world.";
    expect(normaliseForSpeech(text)).toBe(text);
  });

  it("drops symbols the engines would spell out", () => {
    expect(normaliseForSpeech("Stars *shine* #always")).toBe("Stars shine always");
  });
});
