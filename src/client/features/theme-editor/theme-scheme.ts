import { STORAGE_KEYS } from "#contracts/constants.ts";
import { writeLocal } from "#client/lib/use-stored-value.ts";
import {
  contrastRatio,
  formatOklch,
  hexToOklch,
  HEX_COLOR,
  readableForeground,
  withLightness,
  type Oklch,
} from "./color.ts";

/**
 * The brand colour of the UI (docs/product/data-model.md theme presets, or a custom colour): applied by overriding the
 * --brand* variables of styles.css on <html>, kept in local storage ("theme-scheme") together with the
 * computed variables so that index.html can apply them before the first paint.
 */
export interface ThemeScheme {
  themeClass: string | null;
  customColor: string | null;
}

export const DEFAULT_SCHEME: ThemeScheme = { themeClass: null, customColor: null };
export const DEFAULT_PRESET_CLASS = "theme-blue";

/**
 * Each preset's brand colour for light mode (Tailwind's 600 shade, 700 where white text on 600 would not
 * reach 4.5:1) and dark mode (its 400 shade), as styles.css does for the default blue. Keyed by the
 * themeClass of THEME_PRESETS (contracts/auth.ts).
 */
export const PRESET_SHADES: Record<string, { light: Oklch; dark: Oklch }> = {
  "theme-blue": { light: { l: 0.546, c: 0.245, h: 262.881 }, dark: { l: 0.707, c: 0.165, h: 254.624 } },
  "theme-green": { light: { l: 0.527, c: 0.154, h: 150.069 }, dark: { l: 0.792, c: 0.209, h: 151.711 } },
  "theme-purple": { light: { l: 0.558, c: 0.288, h: 302.321 }, dark: { l: 0.714, c: 0.203, h: 305.504 } },
  "theme-pink": { light: { l: 0.525, c: 0.223, h: 3.958 }, dark: { l: 0.718, c: 0.202, h: 349.761 } },
  "theme-orange": { light: { l: 0.553, c: 0.195, h: 38.402 }, dark: { l: 0.75, c: 0.183, h: 55.934 } },
  "theme-red": { light: { l: 0.577, c: 0.245, h: 27.325 }, dark: { l: 0.704, c: 0.191, h: 22.216 } },
  "theme-emerald": { light: { l: 0.508, c: 0.118, h: 165.612 }, dark: { l: 0.765, c: 0.177, h: 163.223 } },
  "theme-indigo": { light: { l: 0.511, c: 0.262, h: 276.966 }, dark: { l: 0.673, c: 0.182, h: 276.935 } },
};

/** Custom colours keep their hue and chroma; lightness is held where text on and in the colour stays readable. */
const CUSTOM_LIGHT_RANGE = [0.4, 0.62] as const;
const CUSTOM_DARK_RANGE = [0.68, 0.82] as const;

/** The surfaces the brand colour is text on (links, outline buttons): white, and the dark cards and popovers. */
const LIGHT_SURFACE: Oklch = { l: 1, c: 0, h: 0 };
const DARK_SURFACE: Oklch = { l: 0.205, c: 0, h: 0 };

/**
 * Steps the lightness (down for light mode, up for dark mode) until the colour reaches 4.5:1 both as text
 * on `surface` and under its own text: within the ranges, a light cyan or yellow is still too pale on white.
 */
function readableBrand(color: Oklch, surface: Oklch, step: number): Oklch {
  let next = color;
  for (let i = 0; i < 200; i += 1) {
    if (contrastRatio(next, surface) >= 4.5 && contrastRatio(next, readableForeground(next)) >= 4.5) break;
    next = { ...next, l: Math.min(1, Math.max(0, next.l + step)) };
  }
  return next;
}

export const BRAND_VARIABLES = ["--brand", "--brand-foreground", "--brand-dark", "--brand-dark-foreground"] as const;
export type BrandVariables = Record<(typeof BRAND_VARIABLES)[number], string>;

export function normaliseScheme(value: Partial<ThemeScheme> | null | undefined): ThemeScheme {
  const customColor =
    typeof value?.customColor === "string" && HEX_COLOR.test(value.customColor)
      ? value.customColor.toLowerCase()
      : null;
  const themeClass =
    typeof value?.themeClass === "string" && value.themeClass in PRESET_SHADES ? value.themeClass : null;
  return { themeClass, customColor };
}

/** The default look: no custom colour and the Blue preset (or none). */
export function isDefaultScheme(scheme: ThemeScheme): boolean {
  return scheme.customColor === null && (scheme.themeClass === null || scheme.themeClass === DEFAULT_PRESET_CLASS);
}

/** The CSS variables of a scheme (a custom colour wins over a preset); null for the default look. */
export function schemeVariables(scheme: ThemeScheme): BrandVariables | null {
  const { themeClass, customColor } = normaliseScheme(scheme);
  let light: Oklch;
  let dark: Oklch;
  if (customColor) {
    const base = hexToOklch(customColor);
    light = readableBrand(withLightness(base, ...CUSTOM_LIGHT_RANGE), LIGHT_SURFACE, -0.005);
    dark = readableBrand(withLightness(base, ...CUSTOM_DARK_RANGE), DARK_SURFACE, 0.005);
  } else if (themeClass && themeClass !== DEFAULT_PRESET_CLASS) {
    const shades = PRESET_SHADES[themeClass];
    if (!shades) return null;
    ({ light, dark } = shades);
  } else {
    return null;
  }
  return {
    "--brand": formatOklch(light),
    "--brand-foreground": formatOklch(readableForeground(light)),
    "--brand-dark": formatOklch(dark),
    "--brand-dark-foreground": formatOklch(readableForeground(dark)),
  };
}

/** Puts the scheme's colours on <html> (or takes them off for the default look). */
export function applyScheme(scheme: ThemeScheme, root: HTMLElement = document.documentElement) {
  const variables = schemeVariables(scheme);
  for (const name of BRAND_VARIABLES) {
    if (variables) root.style.setProperty(name, variables[name]);
    else root.style.removeProperty(name);
  }
}

/** The scheme kept in local storage (`theme-scheme`), or the default. */
export function parseStoredScheme(raw: string | null): ThemeScheme {
  if (!raw) return DEFAULT_SCHEME;
  try {
    return normaliseScheme(JSON.parse(raw) as Partial<ThemeScheme>);
  } catch {
    return DEFAULT_SCHEME;
  }
}

/** Keeps the scheme (and its variables, for index.html's first paint) in local storage. */
export function storeScheme(scheme: ThemeScheme) {
  const normalised = normaliseScheme(scheme);
  const vars = isDefaultScheme(normalised) ? null : schemeVariables(normalised);
  writeLocal(STORAGE_KEYS.themeScheme, JSON.stringify({ ...normalised, vars }));
}
