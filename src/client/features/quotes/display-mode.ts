import { STORAGE_KEYS } from "#contracts/constants.ts";
import { writeLocal } from "#client/lib/use-stored-value.ts";
import { DEFAULT_DISPLAY, DISPLAY_MODES, type DisplayMode } from "./home-search.ts";

/** The cookie that mirrors local storage's `quote-view-mode` for the server. */
export const DISPLAY_MODE_COOKIE = STORAGE_KEYS.quoteViewMode;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The display mode of quote cards (docs/product/screens.md): clean (text and author), standard (+ category and tags) or
 * full (+ context, description, views and date). The URL's `display` wins; without one, the mode last
 * chosen on this device (local storage `quote-view-mode`), else standard.
 */

export function isDisplayMode(value: unknown): value is DisplayMode {
  return typeof value === "string" && (DISPLAY_MODES as readonly string[]).includes(value);
}

/** The mode kept in local storage, if it is one. */
export function parseStoredDisplayMode(raw: string | null): DisplayMode | undefined {
  return isDisplayMode(raw) ? raw : undefined;
}

/**
 * Keeps the choice in local storage (docs/product/data-model.md) and in a cookie of the same name, which lets the server
 * render the list in this mode from the first byte.
 */
export function storeDisplayMode(mode: DisplayMode) {
  writeLocal(STORAGE_KEYS.quoteViewMode, mode);
  document.cookie = `${DISPLAY_MODE_COOKIE}=${mode}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
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
