import { describe, expect, it } from "vitest";
import { BACKGROUND_PRESETS } from "#contracts/backgrounds.ts";
import { quoteBackgroundStyle } from "./quote-background.ts";

const UPLOAD =
  "/media/backgrounds/0b6f2a57-3c1d-4e8a-9f2b-1a2b3c4d5e6f/custom-7d3f0c1e-2b4a-4c6d-8e9f-0a1b2c3d4e5f.webp";

describe("quoteBackgroundStyle", () => {
  it("paints every preset and an upload", () => {
    for (const preset of BACKGROUND_PRESETS) expect(quoteBackgroundStyle(preset.url)).toBeDefined();
    expect(quoteBackgroundStyle(UPLOAD)?.backgroundImage).toBe(`url("${UPLOAD}")`);
    expect(quoteBackgroundStyle("linear-gradient(135deg, #f59e0b 0%, #ef4444 100%)")?.backgroundImage).toBe(
      "linear-gradient(135deg, #f59e0b 0%, #ef4444 100%)",
    );
  });

  it("paints nothing that loads from elsewhere, or is not a picture or a plain gradient", () => {
    for (const url of [
      null,
      "",
      "https://tracker.example/pixel.png",
      "//tracker.example/backgrounds/x.svg",
      "/backgrounds/../../x.svg?x",
      "/uploads/x.png",
      "linear-gradient(red, blue), url(https://tracker.example/x.png)",
      "linear-gradient(red, url(x))",
      "radial-gradient(red, blue);background:red",
      'x") ; background: url("https://tracker.example/x.png',
    ]) {
      expect(quoteBackgroundStyle(url)).toBeUndefined();
    }
  });
});
