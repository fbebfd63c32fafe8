/** Colour arithmetic for the theme editor: hex ↔ OKLCH and WCAG contrast, without a library. */

export interface Oklch {
  l: number;
  c: number;
  h: number;
}

export const HEX_COLOR = /^#[0-9a-f]{6}$/i;

const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** "#3b82f6" → linear sRGB channels in [0, 1]. */
function hexToLinearRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((channel) => toLinear(channel / 255)) as [
    number,
    number,
    number,
  ];
}

export function hexToOklch(hex: string): Oklch {
  const [r, g, b] = hexToLinearRgb(hex);
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  const L = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const A = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const B = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  const c = Math.hypot(A, B);
  const h = c < 1e-4 ? 0 : ((Math.atan2(B, A) * 180) / Math.PI + 360) % 360;
  return { l: L, c, h };
}

/** OKLCH → linear sRGB, clipped to the sRGB gamut. */
function oklchToLinearRgb({ l: L, c, h }: Oklch): [number, number, number] {
  const A = c * Math.cos((h * Math.PI) / 180);
  const B = c * Math.sin((h * Math.PI) / 180);
  const l = (L + 0.3963377774 * A + 0.2158037573 * B) ** 3;
  const m = (L - 0.1055613458 * A - 0.0638541728 * B) ** 3;
  const s = (L - 0.0894841775 * A - 1.291485548 * B) ** 3;
  return [
    clamp(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s, 0, 1),
    clamp(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s, 0, 1),
    clamp(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s, 0, 1),
  ];
}

/** WCAG relative luminance of an OKLCH colour. */
export function luminance(color: Oklch): number {
  const [r, g, b] = oklchToLinearRgb(color);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: Oklch, b: Oklch): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export function formatOklch({ l, c, h }: Oklch): string {
  const round = (value: number, digits: number) => Number(value.toFixed(digits));
  return `oklch(${round(l, 3)} ${round(c, 3)} ${round(h, 3)})`;
}

/** The near-white and near-black text colours of the design tokens. */
export const LIGHT_TEXT: Oklch = { l: 0.985, c: 0, h: 0 };
export const DARK_TEXT: Oklch = { l: 0.205, c: 0, h: 0 };

/** The text colour (near-white or near-black) that reads best on `background`. */
export function readableForeground(background: Oklch): Oklch {
  return contrastRatio(background, LIGHT_TEXT) >= contrastRatio(background, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;
}

/** The same hue and chroma with its lightness kept within [min, max]. */
export function withLightness(color: Oklch, min: number, max: number): Oklch {
  return { ...color, l: clamp(color.l, min, max) };
}
