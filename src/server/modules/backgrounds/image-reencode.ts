import type { ImageFormat } from "./image-sniff.ts";

/** Larger pictures (decompression bombs among them) are refused before they are decoded. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * The picture decoded and encoded again in its own format: metadata (EXIF with its location, comments, profiles)
 * and anything hidden after or between the image data (a script appended to a PNG) do not survive. JPEG
 * orientation is applied first, since the tag that carried it is dropped. Undefined when it does not decode.
 */
export async function reencodeImage(bytes: Buffer, format: ImageFormat): Promise<Buffer | undefined> {
  const animated = format === "gif" || format === "webp";
  // Loaded on first use: libvips costs the server ~10–30 MB of memory it would otherwise hold from the start.
  const { default: sharp } = await import("sharp");
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated, failOn: "error" });
    switch (format) {
      case "png":
        return await image.png().toBuffer();
      case "jpg":
        return await image.rotate().jpeg({ quality: 90 }).toBuffer();
      case "webp":
        return await image.webp({ quality: 90 }).toBuffer();
      case "gif":
        return await image.gif().toBuffer();
      case "avif":
        return await image.avif({ quality: 60, effort: 2 }).toBuffer();
    }
  } catch {
    return undefined;
  }
}
