import { STORAGE_KEYS } from "#contracts/constants.ts";
import { DEFAULT_DISPLAY, DISPLAY_MODES, type DisplayMode } from "./search-params.ts";

/**
 * The display mode of quote cards (SPEC §2): clean (text and author), standard (+ category and tags) or
 * full (+ context, description, views and date). The URL's `display` wins; without one, the mode last
 * chosen on this device (local storage `quote-view-mode`), else standard.
 */

export function isDisplayMode(value: unknown): value is DisplayMode {
  return typeof value === "string" && (DISPLAY_MODES as readonly string[]).includes(value);
}

export function readStoredDisplayMode(): DisplayMode | undefined {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEYS.quoteViewMode);
    return isDisplayMode(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

export function storeDisplayMode(mode: DisplayMode) {
  try {
    window.localStorage.setItem(STORAGE_KEYS.quoteViewMode, mode);
  } catch {
    // Private mode or a full quota: the URL still carries the choice.
  }
}

/** The mode to show: the URL's, else the stored one, else standard. */
export function resolveDisplayMode(fromUrl: DisplayMode | undefined, stored: DisplayMode | undefined): DisplayMode {
  return fromUrl ?? stored ?? DEFAULT_DISPLAY;
}

/** What the cards show in each mode. */
export function displayParts(mode: DisplayMode) {
  return {
    /** Category and tags. */
    taxonomy: mode !== "clean",
    /** Context, description, views and date. */
    details: mode === "full",
  };
}
