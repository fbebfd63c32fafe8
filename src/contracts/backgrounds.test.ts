import { describe, expect, it } from "vitest";
import {
  BACKGROUND_CATEGORIES,
  BACKGROUND_PRESETS,
  backgroundImageCss,
  backgroundTypeOf,
  presetsOf,
} from "./backgrounds.ts";
import { BackgroundUrlSchema } from "./quote-input.ts";

describe("background presets", () => {
  it("has six presets in each category, with unique ids and values", () => {
    for (const category of BACKGROUND_CATEGORIES) expect(presetsOf(category)).toHaveLength(6);
    expect(new Set(BACKGROUND_PRESETS.map((p) => p.id)).size).toBe(24);
    expect(new Set(BACKGROUND_PRESETS.map((p) => p.url)).size).toBe(24);
  });

  it("knows each value's type and refuses anything else", () => {
    expect(backgroundTypeOf("/backgrounds/pattern/waves.svg")).toBe("pattern");
    expect(backgroundTypeOf("/media/backgrounds/custom-1795500000000.webp")).toBe("custom");
    expect(backgroundTypeOf("/media/backgrounds/custom-1795500000000.svg")).toBeUndefined();
    const member = "0b6f3c1e-8a3d-4f2b-9c4e-2d1a6b7c8e9f";
    const picture = "custom-5e2d8c4a-1b3f-4e6d-8a9c-0f1e2d3c4b5a";
    expect(backgroundTypeOf(`/media/backgrounds/${member}/${picture}.avif`)).toBe("custom");
    expect(backgroundTypeOf(`/media/backgrounds/${member}/../${picture}.avif`)).toBeUndefined();
    expect(backgroundTypeOf(`/media/backgrounds/${member}/custom-1795500000000.png`)).toBeUndefined();
    expect(backgroundTypeOf("javascript:alert(1)")).toBeUndefined();
    expect(BackgroundUrlSchema.safeParse("").data).toBeNull();
    expect(BackgroundUrlSchema.safeParse("https://example.com/a.png").success).toBe(false);
  });

  it("paints gradients as themselves and pictures as url()", () => {
    expect(backgroundImageCss("linear-gradient(135deg, #0ea5e9 0%, #1e3a8a 100%)")).toMatch(/^linear-gradient/);
    expect(backgroundImageCss("/backgrounds/nature/aurora.svg")).toBe('url("/backgrounds/nature/aurora.svg")');
  });
});
