// Renders preview cards off the main thread: satori lays out the card as SVG, resvg draws it as PNG.
// Plain JavaScript so that it starts the same under tsx, Vitest and plain Node.
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { parentPort } from "node:worker_threads";
import satori from "satori";
import { Resvg } from "@resvg/resvg-js";

const font = (file) => fs.readFileSync(fileURLToPath(import.meta.resolve(`@fontsource/inter/files/${file}`)));
const fonts = [
  { name: "Inter", data: font("inter-latin-400-normal.woff"), weight: 400, style: "normal" },
  { name: "Inter", data: font("inter-latin-700-normal.woff"), weight: 700, style: "normal" },
  { name: "Inter", data: font("inter-latin-ext-400-normal.woff"), weight: 400, style: "normal" },
  { name: "Inter", data: font("inter-latin-ext-700-normal.woff"), weight: 700, style: "normal" },
];

parentPort.on("message", async ({ id, tree, width, height }) => {
  try {
    const svg = await satori(tree, { width, height, fonts });
    const png = new Resvg(svg, { fitTo: { mode: "original" }, font: { loadSystemFonts: false } }).render().asPng();
    const bytes = new Uint8Array(png);
    parentPort.postMessage({ id, png: bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
