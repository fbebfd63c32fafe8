import { describe, expect, it } from "vitest";
import { fitText, textWidthEm } from "./text-fit.ts";

const box = { width: 1040, height: 340 };
const options = { maxFontSize: 68, minFontSize: 26, lineHeight: 1.3 };
const wordsOf = (lines: string[]) => lines.join(" ").split(" ");

describe("fitText", () => {
  it("gives a short quote the largest size on few lines", () => {
    const fitted = fitText("Be yourself; everyone else is already taken.", box, options);
    expect(fitted.fontSize).toBe(68);
    expect(fitted.truncated).toBe(false);
    expect(fitted.lines.join(" ")).toBe("Be yourself; everyone else is already taken.");
  });

  it("shrinks longer quotes and keeps every line inside the box", () => {
    const text = "The only way to do great work is to love what you do. ".repeat(6).trim();
    const fitted = fitText(text, box, options);
    expect(fitted.fontSize).toBeLessThan(68);
    expect(fitted.fontSize).toBeGreaterThanOrEqual(26);
    expect(fitted.lines.length * fitted.fontSize * options.lineHeight).toBeLessThanOrEqual(box.height);
    for (const line of fitted.lines) expect(textWidthEm(line) * fitted.fontSize).toBeLessThanOrEqual(box.width);
    expect(fitted.lines.join(" ")).toBe(text);
  });

  it("breaks lines only between words", () => {
    const text = "Patience outlasts every storm that ever gathered over the quiet harbour of a steady heart.".repeat(3);
    const fitted = fitText(text, box, options);
    const original = new Set(text.split(/\s+/));
    for (const word of wordsOf(fitted.lines)) expect(original.has(word)).toBe(true);
  });

  it("ends a text too long for the smallest size at a whole word, with an ellipsis", () => {
    const words = Array.from({ length: 400 }, (_, i) => `word${i}`);
    const fitted = fitText(words.join(" "), box, options);
    expect(fitted.truncated).toBe(true);
    expect(fitted.fontSize).toBe(26);
    const shown = wordsOf(fitted.lines);
    const last = shown.at(-1)!;
    expect(last.endsWith("…")).toBe(true);
    // Every shown word is whole, in order, from the start of the text.
    expect([...shown.slice(0, -1), last.slice(0, -1)]).toEqual(words.slice(0, shown.length));
    expect(fitted.lines.length * 26 * options.lineHeight).toBeLessThanOrEqual(box.height);
  });

  it("never splits a word wider than a line: the text stops before it", () => {
    const fitted = fitText(`Look here ${"x".repeat(300)} and beyond`, box, options);
    expect(fitted.truncated).toBe(true);
    expect(fitted.lines.join(" ")).toBe("Look here…");
  });
});
