import { describe, expect, it } from "vitest";
import { espeakPlan, flitePlan } from "./engines.ts";

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

describe("espeakPlan", () => {
  const french = { ...request, language: "fr" };

  it("speaks with eSpeak's voice for the language plus the preset's variant, at its rate and pitch", () => {
    const plan = espeakPlan({ variant: "f2" }, french);
    expect(plan.params).toMatchObject({ voice: "fr+f2", rate: 175, pitch: 50, range: 50 });
    expect(plan.post.speedUp).toBeUndefined();
    expect(espeakPlan({ variant: "m3", rate: 160 }, { ...request, language: "pt-BR" }).params).toMatchObject({
      voice: "pt-br+m3",
      rate: 160,
    });
    // Norwegian is eSpeak's nb; other regions speak as their language.
    expect(espeakPlan({ variant: "m3" }, { ...request, language: "no" }).params.voice).toBe("nb+m3");
    expect(espeakPlan({ variant: "m3" }, { ...request, language: "de-AT" }).params.voice).toBe("de+m3");
  });

  it("maps speed onto words per minute and pitch onto eSpeak's pitch value", () => {
    expect(espeakPlan({ variant: "f2" }, { ...french, speed: 2 }).params.rate).toBe(350);
    expect(espeakPlan({ variant: "f2" }, { ...french, speed: 0.5 }).params.rate).toBe(87.5);
    const higher = espeakPlan({ variant: "f2" }, { ...french, pitch: 1.26 });
    expect(higher.params.pitch).toBeCloseTo(75, 6);
    expect(higher.post.speedUp).toBeUndefined();
    expect(espeakPlan({ variant: "f2" }, { ...french, pitch: 0.805 }).params.pitch).toBeCloseTo(25, 6);
  });

  it("beyond eSpeak's pitch range resamples the rest, asking eSpeak for a rendering as much slower", () => {
    const high = espeakPlan({ variant: "f2" }, { ...french, pitch: 2 });
    expect(high.params.pitch).toBe(99);
    expect(high.post.speedUp).toBeCloseTo(2 / 1.625, 6);
    expect(high.params.rate).toBeCloseTo(175 / (2 / 1.625), 6);
    const low = espeakPlan({ variant: "m3" }, { ...french, pitch: 0.5 });
    expect(low.params.pitch).toBe(0);
    expect(low.post.speedUp).toBeCloseTo(0.5 / 0.67, 6);
  });

  it("refuses a language eSpeak has no voice for among the voices' languages", () => {
    expect(() => espeakPlan({ variant: "f2" }, { ...request, language: "en" })).toThrow(/English/);
    expect(() => espeakPlan({ variant: "f2" }, { ...request, language: "ja" })).toThrow(/Japanese/);
  });
});
