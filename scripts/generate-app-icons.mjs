#!/usr/bin/env node
// Renders the installed app's icons (src/client/public/icons/*.png) from the brand mark (src/client/public/favicon.svg)
// with sharp: "any" icons are the mark as it is, rounded square and all; maskable icons fill the whole square with the
// brand blue and keep the quotation marks inside the central 80% safe zone, since the platform cuts its own shape.
// Usage: node scripts/generate-app-icons.mjs (the PNGs are committed; re-running gives the same files).
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const publicDir = path.resolve(import.meta.dirname, "..", "src", "client", "public");
const out = path.join(publicDir, "icons");
const mark = fs.readFileSync(path.join(publicDir, "favicon.svg"), "utf8").trim();

/** The brand mark on a full-bleed square, the glyph scaled to `glyph` of its side (maskable and Apple icons). */
function fullBleed(glyph) {
  const body = mark.replace(/<rect[^>]*\/>/, "").replace(/^<svg[^>]*>|<\/svg>$/g, "");
  const offset = (32 - 32 * glyph) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#2563eb"/><g transform="translate(${offset} ${offset}) scale(${glyph})">${body}</g></svg>`;
}

const icons = [
  { file: "icon-192.png", size: 192, svg: mark },
  { file: "icon-512.png", size: 512, svg: mark },
  { file: "maskable-192.png", size: 192, svg: fullBleed(0.95) },
  { file: "maskable-512.png", size: 512, svg: fullBleed(0.95) },
  { file: "apple-touch-icon.png", size: 180, svg: fullBleed(1) },
];

fs.mkdirSync(out, { recursive: true });
for (const { file, size, svg } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, file));
  console.log(`${file} ${size}×${size}`);
}
