import { afterEach, describe, expect, it } from "vitest";
import { FONT_SIZES, STORAGE_KEYS } from "#contracts/constants.ts";
import { FONT_SIZE_LABELS, parseFontSize, setFontSize } from "./font-size.ts";

describe("font size", () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute("data-font-size");
  });

  it("reads the four sizes and falls back to medium", () => {
    for (const size of FONT_SIZES) expect(parseFontSize(size)).toBe(size);
    expect(parseFontSize(null)).toBe("medium");
    expect(parseFontSize("huge")).toBe("medium");
    expect(Object.keys(FONT_SIZE_LABELS)).toEqual([...FONT_SIZES]);
  });

  it("keeps the choice in local storage and on <html>", () => {
    setFontSize("extra-large");
    expect(localStorage.getItem(STORAGE_KEYS.fontSize)).toBe("extra-large");
    expect(document.documentElement.getAttribute("data-font-size")).toBe("extra-large");
  });
});
