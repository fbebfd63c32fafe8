import { describe, expect, it } from "vitest";
import { estimatePitch } from "#tests/helpers/pitch.ts";
import { computePeaks, resample, trimSilence } from "./dsp.ts";

const RATE = 16000;
function tone(hz: number, seconds: number, rate = RATE) {
  const out = new Float32Array(Math.round(seconds * rate));
  for (let i = 0; i < out.length; i++) out[i] = 0.5 * Math.sin((2 * Math.PI * hz * i) / rate);
  return out;
}

describe("dsp", () => {
  it("estimates the pitch of a tone", () => {
    expect(estimatePitch(tone(150, 1), RATE)).toBeCloseTo(150, -1);
    expect(estimatePitch(tone(220, 1), RATE)).toBeCloseTo(220, -1);
    expect(estimatePitch(new Float32Array(RATE), RATE)).toBe(0);
  });

  it("resampling to play faster raises the pitch and shortens the sound", () => {
    const up = resample(tone(150, 1), 1 / 1.5);
    expect(up.length).toBe(Math.round(RATE / 1.5));
    expect(estimatePitch(up, RATE)).toBeCloseTo(225, -1);
  });

  it("trims silence around the sound", () => {
    const padded = new Float32Array(RATE * 2);
    padded.set(tone(200, 0.5), RATE);
    const trimmed = trimSilence(padded, RATE, 0.01, 0.1);
    expect(trimmed.length / RATE).toBeCloseTo(0.7, 1);
  });

  it("computes peaks of the requested length in 0..1", () => {
    const signal = new Float32Array(1000);
    signal[10] = -0.4;
    signal[990] = 0.8;
    const peaks = computePeaks(signal, 10);
    expect(peaks).toHaveLength(10);
    expect(peaks[0]).toBeCloseTo(0.5, 3);
    expect(peaks[9]).toBe(1);
    expect(peaks.slice(1, 9).every((p) => p === 0)).toBe(true);
    expect(computePeaks(new Float32Array(0), 4)).toEqual([0, 0, 0, 0]);
    expect(computePeaks(signal, 5000)).toHaveLength(5000);
  });
});
