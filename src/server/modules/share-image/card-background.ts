import fs from "node:fs/promises";
import path from "node:path";
import { SHARE_IMAGE } from "#contracts/share.ts";
import type { CardBackground } from "./card-layout.ts";

/** A CSS gradient satori can draw: a linear or radial gradient of colours and stops, nothing else. */
const GRADIENT = /^(?:repeating-)?(?:linear|radial)-gradient\([#%.,\w\s()-]+\)$/i;
const DATA_URI = /^data:image\/(?:png|jpeg);base64,[A-Za-z0-9+/=]+$/;
/** Background pictures are at most 2 MB (docs/product/messages-and-limits.md). */
const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
const IMAGE_TYPES: Record<string, string> = {
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  // The preset pictures ship as SVG (scripts/generate-backgrounds.mjs); the renderer draws them as images.
  ".svg": "image/svg+xml",
};
/** Uploaded pictures the renderer cannot draw itself; they are converted to a JPEG the card's size first. */
const CONVERTED_TYPES = new Set([".webp", ".gif", ".avif"]);

export interface BackgroundSources {
  /** Uploaded media, served under /media/. */
  mediaDir: string;
  /** The built client's public files (background presets). */
  clientDir: string;
  publicUrl: string;
}

/**
 * The quote's background as the card draws it: its gradient, or its picture when the picture is one of
 * ours (an upload or a preset, read from disk). Pictures on other hosts are never fetched by the server;
 * those quotes, and quotes without a background, get the Echoes gradient.
 */
export async function resolveBackground(
  quote: { backgroundUrl: string | null; backgroundType: string | null },
  sources: BackgroundSources,
): Promise<CardBackground> {
  const value = quote.backgroundUrl?.trim();
  if (!value) return { kind: "default" };
  if (GRADIENT.test(value)) return { kind: "gradient", css: value };
  if (quote.backgroundType === "gradient") return { kind: "default" };
  if (DATA_URI.test(value) && value.length <= MAX_IMAGE_BYTES * 1.4) return { kind: "image", dataUri: value };
  const file = localFile(value, sources);
  if (!file) return { kind: "default" };
  const extension = path.extname(file).toLowerCase();
  const type = IMAGE_TYPES[extension];
  const converted = CONVERTED_TYPES.has(extension);
  if (!type && !converted) return { kind: "default" };
  try {
    const stat = await fs.stat(file);
    if (!stat.isFile() || stat.size > MAX_IMAGE_BYTES) return { kind: "default" };
    const bytes = await fs.readFile(file);
    if (converted)
      return { kind: "image", dataUri: `data:image/jpeg;base64,${(await toJpeg(bytes)).toString("base64")}` };
    return { kind: "image", dataUri: `data:${type};base64,${bytes.toString("base64")}` };
  } catch {
    return { kind: "default" };
  }
}

/** A WebP, GIF (its first frame) or AVIF picture as a JPEG covering the card; sharp loads on first use. */
async function toJpeg(bytes: Buffer): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  return sharp(bytes, { limitInputPixels: 40_000_000 })
    .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: "cover" })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/** The file behind one of our own URLs (same origin or a bare path), never outside its folder. */
function localFile(value: string, sources: BackgroundSources): string | undefined {
  let pathname: string;
  try {
    const url = new URL(value, sources.publicUrl);
    if (url.origin !== new URL(sources.publicUrl).origin) return undefined;
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return undefined;
  }
  const [root, relative] = pathname.startsWith("/media/")
    ? [sources.mediaDir, pathname.slice("/media/".length)]
    : [sources.clientDir, pathname.slice(1)];
  const file = path.resolve(root, relative);
  return file.startsWith(path.resolve(root) + path.sep) ? file : undefined;
}
