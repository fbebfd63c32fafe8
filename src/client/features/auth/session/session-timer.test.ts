import { describe, expect, it } from "vitest";
import { elapsedSeconds, formatCountdown, secondsLeft, sessionTimerStatus } from "./session-timer.ts";

describe("sessionTimerStatus", () => {
  it.each([
    [0, "active"],
    [2699, "active"],
    [2700, "refresh"],
    [2999, "refresh"],
    [3000, "expiring"],
    [3599, "expiring"],
    [3600, "expired"],
    [10_000, "expired"],
  ] as const)("after %i s the session is %s", (elapsed, status) => {
    expect(sessionTimerStatus(elapsed)).toBe(status);
  });
});

describe("the countdown", () => {
  it("counts whole seconds from the session start, never below zero", () => {
    expect(elapsedSeconds(1_000_000, 1_000_000 + 2_700_999)).toBe(2700);
    expect(elapsedSeconds(1_000_000, 999_000)).toBe(0);
  });

  it("shows the time left as minutes and seconds", () => {
    expect(secondsLeft(0)).toBe(3600);
    expect(secondsLeft(3000)).toBe(600);
    expect(secondsLeft(4000)).toBe(0);
    expect(formatCountdown(3600)).toBe("60:00");
    expect(formatCountdown(3599)).toBe("59:59");
    expect(formatCountdown(65)).toBe("1:05");
    expect(formatCountdown(0)).toBe("0:00");
  });
});
