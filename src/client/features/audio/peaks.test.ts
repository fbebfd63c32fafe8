import { describe, expect, it } from "vitest";
import { barCount, barHeights, computePeaks } from "./peaks.ts";

describe("waveform peaks", () => {
  it("takes the loudest absolute sample of each slice, in 0–1", () => {
    const samples = Float32Array.from([0.1, -0.5, 0.2, 0.3, -0.9, 0.05, 1.4, 0]);
    expect(computePeaks(samples, 4)).toEqual([0.5, 0.3, 0.9, 1]);
  });

  it("gives as many peaks as asked for, never more than there are samples", () => {
    const samples = new Float32Array(44_100).map((_, i) => Math.sin(i / 10) * 0.5);
    const peaks = computePeaks(samples, 1000);
    expect(peaks).toHaveLength(1000);
    expect(Math.max(...peaks)).toBeLessThanOrEqual(0.5);
    expect(Math.min(...peaks)).toBeGreaterThan(0.3);
    expect(computePeaks(Float32Array.from([0.2, 0.4]), 10)).toEqual([0.2, 0.4]);
    expect(computePeaks(new Float32Array(0), 10)).toEqual([]);
  });

  it("fits the peaks to the bars the card has room for, loudest bar full height", () => {
    expect(barHeights([0.1, 0.2, 0.4, 0.2], 2)).toEqual([0.5, 1]);
    expect(barHeights([0.5], 3)).toEqual([1, 1, 1]);
    expect(barHeights([], 2)).toEqual([0.04, 0.04]);
    expect(barHeights([0, 0], 2)).toEqual([0.04, 0.04]);
  });

  it("counts bars of width 3 with gaps of 3", () => {
    expect(barCount(300)).toBe(50);
    expect(barCount(3)).toBe(1);
    expect(barCount(0)).toBe(0);
  });
});
