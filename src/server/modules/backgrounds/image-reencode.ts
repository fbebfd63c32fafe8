import type { ImageFormat } from "./image-sniff.ts";

/**
 * Most pixels a picture may have (every frame counted), by format: the re-encode of the largest allowed picture
 * stays well under a second of one core (sharp 0.35, libvips 8.18, measured on a loaded 2-core machine, CPU time):
 * JPEG 16 MP ≈ 0.15 s; PNG 4 MP ≈ 0.2 s; WebP 4 MP ≈ 0.35 s; AVIF 4 MP ≈ 0.35–0.4 s at effort 0 (it was
 * ≈ 1.1–1.5 s at effort 2, and 13–17 s of wall time for a 40 MP AVIF, the earlier cap); GIF 2 MP ≈ 0.45 s (palette
 * quantisation is the slowest per pixel). Larger pictures (decompression bombs among them) are refused before
 * they are decoded.
 */
export const MAX_PIXELS: Record<ImageFormat, number> = {
  jpg: 16_000_000,
  png: 4_200_000,
  webp: 4_200_000,
  avif: 4_200_000,
  gif: 2_100_000,
};

export type ReencodeResult =
  | { ok: true; bytes: Buffer }
  | { ok: false; reason: "not-image" }
  | { ok: false; reason: "too-many-pixels"; maxMegapixels: number };

/** Re-encodes run one at a time in a process: a burst of uploads cannot take every thread of libuv's pool. */
let previous: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = previous.then(work, work);
  previous = run.catch(() => undefined);
  return run;
}

/**
 * The picture decoded and encoded again in its own format: metadata (EXIF with its location, comments, profiles)
 * and anything hidden after or between the image data (a script appended to a PNG) do not survive. JPEG
 * orientation is applied first, since the tag that carried it is dropped. Refused when it does not decode, or
 * when it has more pixels than MAX_PIXELS allows its format (told from its header, before decoding).
 */
export function reencodeImage(bytes: Buffer, format: ImageFormat): Promise<ReencodeResult> {
  return oneAtATime(() => reencode(bytes, format));
}

async function reencode(bytes: Buffer, format: ImageFormat): Promise<ReencodeResult> {
  const animated = format === "gif" || format === "webp";
  const limit = MAX_PIXELS[format];
  // Loaded on first use: libvips costs the server ~10–30 MB of memory it would otherwise hold from the start.
  const { default: sharp } = await import("sharp");
  try {
    const header = await sharp(bytes, { animated, limitInputPixels: false }).metadata();
    if ((header.width ?? 0) * (header.height ?? 0) > limit) {
      return { ok: false, reason: "too-many-pixels", maxMegapixels: Math.floor(limit / 1_000_000) };
    }
    const image = sharp(bytes, { limitInputPixels: limit, animated, failOn: "error" });
    switch (format) {
      case "png":
        return { ok: true, bytes: await image.png().toBuffer() };
      case "jpg":
        return { ok: true, bytes: await image.rotate().jpeg({ quality: 90 }).toBuffer() };
      case "webp":
        return { ok: true, bytes: await image.webp({ quality: 90 }).toBuffer() };
      case "gif":
        return { ok: true, bytes: await image.gif().toBuffer() };
      case "avif":
        return { ok: true, bytes: await image.avif({ quality: 60, effort: 0 }).toBuffer() };
    }
  } catch {
    return { ok: false, reason: "not-image" };
  }
}
