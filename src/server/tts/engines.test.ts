import { describe, expect, it } from "vitest";
import { flitePlan } from "./engines.ts";

const request = { text: "Hello.", speed: 1, pitch: 1 };

describe("flitePlan", () => {
  it("moves formants by resampling, asking Flite for the pitch and length that resampling will undo", () => {
    const plan = flitePlan({ voice: "slt", f0Mean: 180, f0Stddev: 9, formant: 0.9, pace: 1.1 }, request);
    // Played 0.9× as fast: 0.9× the pitch and formants, 1/0.9 the length.
    expect(plan.post.speedUp).toBeCloseTo(0.9, 9);
    expect(plan.params.f0Mean).toBeCloseTo(200, 9);
    expect(plan.params.f0Stddev).toBeCloseTo(10, 9);
    expect(plan.params.durationStretch).toBeCloseTo(1.1 * 0.9, 9);
  });

  it("takes speed and pitch from the request: Flite's pitch target where the voice has one", () => {
    const plan = flitePlan({ voice: "slt", formant: 0.96 }, { ...request, speed: 2, pitch: 1.5 });
    expect(plan.post.speedUp).toBeCloseTo(0.96, 9);
    expect(plan.params.f0Mean).toBeCloseTo((167 * 1.5) / 0.96, 9);
    expect(plan.params.durationStretch).toBeCloseTo(0.96 / 2, 9);
  });

  it("moves pitch with the formants on voices without a pitch target, keeping the length", () => {
    const plan = flitePlan({ voice: "awb", formant: 1.04, pace: 1.05 }, { ...request, pitch: 1.5 });
    expect(plan.post.speedUp).toBeCloseTo(1.04 * 1.5, 9);
    expect(plan.params.f0Mean).toBeUndefined();
    expect(plan.params.durationStretch).toBeCloseTo(1.05 * 1.04 * 1.5, 9);
  });
});
