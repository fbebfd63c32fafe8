import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { coalesce } from "./coalesce.ts";

describe("coalesce", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs a call after a quiet window at once", () => {
    const action = vi.fn();
    const signal = coalesce(action, 1000);
    signal();
    expect(action).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1500);
    signal();
    expect(action).toHaveBeenCalledTimes(2);
  });

  it("folds a burst into one run at the end of the window", () => {
    const action = vi.fn();
    const signal = coalesce(action, 1000);
    signal();
    for (let i = 0; i < 50; i++) {
      vi.advanceTimersByTime(10);
      signal();
    }
    expect(action).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(499);
    expect(action).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(action).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(5000);
    expect(action).toHaveBeenCalledTimes(2);
  });

  it("a burst of 100 over 23 s runs at most once per second", () => {
    const action = vi.fn();
    const signal = coalesce(action, 1000);
    for (let i = 0; i < 100; i++) {
      signal();
      vi.advanceTimersByTime(230);
    }
    vi.advanceTimersByTime(1000);
    expect(action.mock.calls.length).toBeLessThanOrEqual(24);
    expect(action.mock.calls.length).toBeGreaterThanOrEqual(23);
  });
});
