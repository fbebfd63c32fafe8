import { afterEach, describe, expect, it } from "vitest";
import { parseVolume, readVolume, storeVolume } from "./volume.ts";

describe("volume (docs/product/messages-and-limits.md)", () => {
  afterEach(() => window.localStorage.clear());

  it("defaults to 1 and keeps stored values within 0–1", () => {
    expect(parseVolume(null)).toBe(1);
    expect(parseVolume("")).toBe(1);
    expect(parseVolume("loud")).toBe(1);
    expect(parseVolume("0.3")).toBe(0.3);
    expect(parseVolume("0")).toBe(0);
    expect(parseVolume("4")).toBe(1);
    expect(parseVolume("-2")).toBe(0);
  });

  it("is kept in local storage under `volume`", () => {
    expect(readVolume()).toBe(1);
    storeVolume(0.456);
    expect(window.localStorage.getItem("volume")).toBe("0.46");
    expect(readVolume()).toBe(0.46);
    storeVolume(3);
    expect(readVolume()).toBe(1);
  });
});
