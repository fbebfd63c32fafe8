import { afterEach, describe, expect, it } from "vitest";
import { THEME_PRESETS } from "#contracts/auth.ts";
import { contrastRatio, hexToOklch, readableForeground, type Oklch } from "./color.ts";
import {
  applyScheme,
  PRESET_SHADES,
  parseStoredScheme,
  schemeVariables,
  storeScheme,
  type ThemeScheme,
} from "./theme-scheme.ts";

const parse = (value: string): Oklch => {
  const [l, c, h] = /oklch\(([\d.]+) ([\d.]+) ([\d.]+)\)/.exec(value)?.slice(1).map(Number) ?? [];
  return { l: l ?? NaN, c: c ?? NaN, h: h ?? NaN };
};

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute("style");
});

describe("colours", () => {
  it("converts hex to OKLCH like CSS does", () => {
    expect(hexToOklch("#ffffff").l).toBeCloseTo(1, 3);
    expect(hexToOklch("#000000").l).toBeCloseTo(0, 3);
    const blue500 = hexToOklch("#3b82f6"); // oklch(0.623 0.188 259.8) in sRGB
    expect(blue500.l).toBeCloseTo(0.623, 2);
    expect(blue500.c).toBeCloseTo(0.188, 2);
    expect(blue500.h).toBeCloseTo(259.8, 0);
  });

  it("picks the text colour that reads best", () => {
    expect(readableForeground(hexToOklch("#1d4ed8")).l).toBeGreaterThan(0.9);
    expect(readableForeground(hexToOklch("#facc15")).l).toBeLessThan(0.3);
  });
});

describe("theme schemes", () => {
  it("has light and dark shades for every preset of the spec", () => {
    for (const preset of THEME_PRESETS) expect(PRESET_SHADES[preset.themeClass]).toBeDefined();
  });

  it("leaves the default look (Blue, or nothing chosen) to styles.css", () => {
    expect(schemeVariables({ themeClass: null, customColor: null })).toBeNull();
    expect(schemeVariables({ themeClass: "theme-blue", customColor: null })).toBeNull();
    expect(schemeVariables({ themeClass: "theme-unknown", customColor: "blue" })).toBeNull();
  });

  it("gives every preset readable text on its brand colour in both modes", () => {
    for (const preset of THEME_PRESETS.filter((p) => p.themeClass !== "theme-blue")) {
      const vars = schemeVariables({ themeClass: preset.themeClass, customColor: null });
      if (!vars) throw new Error(`no variables for ${preset.themeClass}`);
      expect(contrastRatio(parse(vars["--brand"]), parse(vars["--brand-foreground"]))).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(parse(vars["--brand-dark"]), parse(vars["--brand-dark-foreground"]))).toBeGreaterThanOrEqual(
        4.5,
      );
    }
  });

  it("keeps a custom colour's hue but holds its lightness readable, and a custom colour beats a preset", () => {
    const navy = schemeVariables({ themeClass: "theme-green", customColor: "#000080" });
    if (!navy) throw new Error("no variables");
    const light = parse(navy["--brand"]);
    const dark = parse(navy["--brand-dark"]);
    expect(light.l).toBeGreaterThanOrEqual(0.4);
    expect(dark.l).toBeGreaterThanOrEqual(0.68);
    expect(light.h).toBeCloseTo(hexToOklch("#000080").h, 0);
    const yellow = schemeVariables({ themeClass: null, customColor: "#FACC15" });
    expect(parse(yellow?.["--brand"] ?? "").l).toBeLessThanOrEqual(0.62);
  });

  it("holds any custom colour at 4.5:1 as text on the page and under its own text, in both modes", () => {
    const white: Oklch = { l: 1, c: 0, h: 0 };
    const darkCard: Oklch = { l: 0.205, c: 0, h: 0 };
    for (const hex of ["#0ea5e9", "#00ffff", "#ffff00", "#22c55e", "#ffffff", "#000000", "#0000ff", "#8b5cf6"]) {
      const vars = schemeVariables({ themeClass: null, customColor: hex });
      if (!vars) throw new Error(`no variables for ${hex}`);
      const [light, dark] = [parse(vars["--brand"]), parse(vars["--brand-dark"])];
      expect(contrastRatio(light, white), `${hex} as text on white`).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(light, parse(vars["--brand-foreground"])), `text on ${hex}`).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(dark, darkCard), `${hex} as text on a dark card`).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(dark, parse(vars["--brand-dark-foreground"])), `text on dark ${hex}`).toBeGreaterThanOrEqual(
        4.5,
      );
    }
  });

  it("applies to <html> and comes off again for the default", () => {
    const root = document.documentElement;
    applyScheme({ themeClass: "theme-purple", customColor: null });
    expect(root.style.getPropertyValue("--brand")).toBe("oklch(0.558 0.288 302.321)");
    expect(root.style.getPropertyValue("--brand-dark")).toBe("oklch(0.714 0.203 305.504)");
    applyScheme({ themeClass: "theme-blue", customColor: null });
    expect(root.style.getPropertyValue("--brand")).toBe("");
  });

  it("is kept in local storage under theme-scheme, with the variables for the first paint", () => {
    const scheme: ThemeScheme = { themeClass: null, customColor: "#0EA5E9" };
    storeScheme(scheme);
    const stored = JSON.parse(window.localStorage.getItem("theme-scheme") ?? "null") as {
      customColor: string;
      vars: Record<string, string>;
    };
    expect(stored.customColor).toBe("#0ea5e9");
    expect(stored.vars["--brand"]).toMatch(/^oklch\(/);
    expect(parseStoredScheme(window.localStorage.getItem("theme-scheme"))).toEqual({
      themeClass: null,
      customColor: "#0ea5e9",
    });
    window.localStorage.setItem("theme-scheme", "{broken");
    expect(parseStoredScheme(window.localStorage.getItem("theme-scheme"))).toEqual({
      themeClass: null,
      customColor: null,
    });
  });
});
