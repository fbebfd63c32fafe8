import type { CSSProperties } from "react";

/**
 * What the app paints: a picture of its own (a preset under /backgrounds/, an upload under /media/backgrounds/) or a
 * plain gradient (no parentheses inside, so no `url(…)`), nothing that loads from elsewhere. The server accepts only
 * the presets and uploads (contracts/backgrounds.ts, isAllowedBackground); this checks their shape again without the
 * presets' table and its module, which every page would otherwise load at start.
 */
const PICTURE = /^\/(?:media\/)?backgrounds\/[\w/-]+\.(?:svg|png|jpg|webp|gif|avif)$/;
const GRADIENT = /^(?:linear|radial)-gradient\([\w\s#%,.-]+\)$/;

/**
 * The style that paints a quote's background (a preset picture or gradient, or an upload), or undefined when it has
 * none or carries something that is not one of ours. Text over it goes white on a dark veil (`BACKGROUND_VEIL`).
 */
export function quoteBackgroundStyle(url: string | null | undefined): CSSProperties | undefined {
  const image = !url ? undefined : GRADIENT.test(url) ? url : PICTURE.test(url) ? `url("${url}")` : undefined;
  return image ? { backgroundImage: image, backgroundSize: "cover", backgroundPosition: "center" } : undefined;
}

/**
 * Classes for the veil and the text over a background: a dark gradient layer under white text, so that quote and
 * author keep a contrast of at least 4.5:1 over any picture (muted text and links follow).
 */
export const BACKGROUND_VEIL =
  "relative isolate text-white before:absolute before:inset-0 before:-z-10 before:bg-black/60 before:content-[''] [&_.text-muted-foreground]:text-white/85 [&_.text-foreground]:text-white [&_.text-primary]:text-white [&_a:hover]:text-white [&_button:hover]:bg-white/15 [&_button:hover]:text-white";
