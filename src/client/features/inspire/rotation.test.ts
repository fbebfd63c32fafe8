import { describe, expect, it } from "vitest";
import {
  clampQuoteSeconds,
  clampTotalMinutes,
  currentId,
  DEFAULT_SETTINGS,
  initialRotation,
  minTotalMinutes,
  next,
  previous,
  quoteProgress,
  shouldShuffle,
  shuffle,
  tick,
  togglePaused,
  withQuoteSeconds,
  withTotalMinutes,
  type RotationState,
} from "./rotation.ts";

/** A seeded generator, so shuffles are repeatable. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

const IDS = ["a", "b", "c", "d", "e"];

function shownIds(state: RotationState, steps: number, random = seeded(7)) {
  const shown = [currentId(state)];
  let s = state;
  for (let i = 0; i < steps; i++) {
    s = next(s, random);
    shown.push(currentId(s));
  }
  return shown;
}

describe("Inspire timing settings", () => {
  it("defaults to 10 s per quote and a 5 minute session", () => {
    expect(DEFAULT_SETTINGS).toEqual({ quoteSeconds: 10, totalMinutes: 5 });
  });

  it("keeps the quote duration within 5–30 s in whole seconds", () => {
    expect(clampQuoteSeconds(2)).toBe(5);
    expect(clampQuoteSeconds(45)).toBe(30);
    expect(clampQuoteSeconds(12.4)).toBe(12);
    expect(clampQuoteSeconds(Number.NaN)).toBe(10);
  });

  it("keeps the total within 1–60 min and never below ceil(quote duration / 60)", () => {
    expect(minTotalMinutes(5)).toBe(1);
    expect(minTotalMinutes(30)).toBe(1);
    expect(minTotalMinutes(61)).toBe(2);
    expect(clampTotalMinutes(0, 10)).toBe(1);
    expect(clampTotalMinutes(90, 10)).toBe(60);
    expect(clampTotalMinutes(1, 120)).toBe(2);
    expect(withTotalMinutes(DEFAULT_SETTINGS, 0)).toEqual({ quoteSeconds: 10, totalMinutes: 1 });
  });

  it("raises the total when a new quote duration needs more", () => {
    expect(withQuoteSeconds({ quoteSeconds: 10, totalMinutes: 0 }, 5)).toEqual({ quoteSeconds: 5, totalMinutes: 1 });
    expect(withQuoteSeconds({ quoteSeconds: 20, totalMinutes: 7 }, 6)).toEqual({ quoteSeconds: 6, totalMinutes: 7 });
    expect(withQuoteSeconds({ quoteSeconds: 20, totalMinutes: 7 }, 99)).toEqual({ quoteSeconds: 30, totalMinutes: 7 });
  });
});

describe("Inspire order", () => {
  it("shuffles when the list is unsorted or sorted by popularity, plays in order otherwise", () => {
    expect(shouldShuffle(undefined)).toBe(true);
    expect(shouldShuffle("popular")).toBe(true);
    expect(shouldShuffle("latest")).toBe(false);
    expect(shouldShuffle("views")).toBe(false);
  });

  it("shuffles every quote exactly once", () => {
    const out = shuffle(IDS, seeded(3));
    expect([...out].sort()).toEqual(IDS);
    expect(out).not.toEqual(IDS);
  });

  it("plays an ordered list in order and wraps around", () => {
    const state = initialRotation(IDS, { shuffled: false });
    expect(shownIds(state, 6)).toEqual(["a", "b", "c", "d", "e", "a", "b"]);
  });

  it("never repeats a quote before every other has been shown, across many shuffled cycles", () => {
    const random = seeded(11);
    const state = initialRotation(IDS, { shuffled: true, random });
    const shown = shownIds(state, IDS.length * 20 - 1, random);
    for (let cycle = 0; cycle < 20; cycle++) {
      const slice = shown.slice(cycle * IDS.length, (cycle + 1) * IDS.length);
      expect([...slice].sort()).toEqual(IDS);
    }
    // Never the same quote twice in a row, not even where one cycle meets the next.
    for (let i = 1; i < shown.length; i++) expect(shown[i]).not.toBe(shown[i - 1]);
  });

  it("goes back with previous, wrapping to the end", () => {
    let state = initialRotation(IDS, { shuffled: false });
    state = previous(state);
    expect(currentId(state)).toBe("e");
    state = previous(state);
    expect(currentId(state)).toBe("d");
  });

  it("copes with a single quote and with none", () => {
    const one = initialRotation(["x"], { shuffled: true });
    expect(currentId(next(one))).toBe("x");
    const none = initialRotation([], { shuffled: true });
    expect(currentId(none)).toBeNull();
    expect(next(none)).toBe(none);
  });
});

describe("Inspire rotation over time", () => {
  const start = () => initialRotation(IDS, { shuffled: false });

  it("advances after the quote duration", () => {
    let state = start();
    state = tick(state, 9_999, { audioPlaying: false });
    expect(currentId(state)).toBe("a");
    expect(quoteProgress(state)).toBeCloseTo(0.9999);
    state = tick(state, 1, { audioPlaying: false });
    expect(currentId(state)).toBe("b");
    expect(state.quoteElapsedMs).toBe(0);
  });

  it("waits while audio plays, and moves on once it has ended", () => {
    let state = start();
    state = tick(state, 15_000, { audioPlaying: true });
    expect(currentId(state)).toBe("a");
    state = tick(state, 250, { audioPlaying: false });
    expect(currentId(state)).toBe("b");
  });

  it("stands still while paused and resumes where it was", () => {
    let state = tick(start(), 4_000, { audioPlaying: false });
    state = togglePaused(state);
    state = tick(state, 60_000, { audioPlaying: false });
    expect(currentId(state)).toBe("a");
    expect(state.quoteElapsedMs).toBe(4_000);
    state = tick(togglePaused(state), 6_000, { audioPlaying: false });
    expect(currentId(state)).toBe("b");
  });

  it("finishes after the total duration", () => {
    let state = initialRotation(IDS, { shuffled: false, settings: { quoteSeconds: 10, totalMinutes: 1 } });
    for (let i = 0; i < 5; i++) state = tick(state, 10_000, { audioPlaying: false });
    expect(state.finished).toBe(false);
    state = tick(state, 10_000, { audioPlaying: false });
    expect(state.finished).toBe(true);
    const after = tick(state, 10_000, { audioPlaying: false });
    expect(after).toBe(state);
  });
});
