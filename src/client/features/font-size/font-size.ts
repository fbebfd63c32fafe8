import { DEFAULT_FONT_SIZE, FONT_SIZES, STORAGE_KEYS, type FontSize } from "#contracts/constants.ts";
import { useStoredValue, writeLocal } from "#client/lib/use-stored-value.ts";

/**
 * The reading font size of quote text (docs/product/inspire.md and docs/product/messages-and-limits.md): small, medium (default), large or extra-large, kept
 * in local storage `font-size`. It lives on <html> as `data-font-size`, which styles.css maps to the quote
 * text size (text-base, text-lg, text-xl, text-2xl); index.html's inline script sets it before the first
 * paint, so a reload never shows the text in one size and then another.
 */

export const FONT_SIZE_LABELS: Record<FontSize, string> = {
  small: "Small",
  medium: "Medium",
  large: "Large",
  "extra-large": "Extra large",
};

export const FONT_SIZE_ATTRIBUTE = "data-font-size";

export function parseFontSize(raw: string | null): FontSize {
  return (FONT_SIZES as readonly string[]).includes(raw ?? "") ? (raw as FontSize) : DEFAULT_FONT_SIZE;
}

/** Puts the size on <html> (as the inline script in index.html does at load). */
export function applyFontSize(size: FontSize) {
  document.documentElement.setAttribute(FONT_SIZE_ATTRIBUTE, size);
}

export function setFontSize(size: FontSize) {
  writeLocal(STORAGE_KEYS.fontSize, size);
  applyFontSize(size);
}

/** The stored size; the server and the hydrating browser render medium, the real value follows at once. */
export function useFontSize(): FontSize {
  return useStoredValue(STORAGE_KEYS.fontSize, parseFontSize, DEFAULT_FONT_SIZE);
}
