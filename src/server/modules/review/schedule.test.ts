import { describe, expect, it } from "vitest";
import { REVIEW_EASE_MIN, REVIEW_MAX_INTERVAL_DAYS } from "#contracts/review.ts";
import { freshState, schedule } from "./schedule.ts";
import { localDay, shiftDay, startOfNextLocalDay, streakOf } from "./local-day.ts";

const now = new Date("2026-03-10T12:00:00Z");
const DAY = 86_400_000;

describe("SM-2 schedule", () => {
  it("keeps the ease above its floor however often a quote is failed", () => {
    let state = freshState(now);
    for (let i = 0; i < 10; i++) state = schedule(state, "again", now);
    expect(state.ease).toBe(REVIEW_EASE_MIN);
    expect(state.dueAt.getTime() - now.getTime()).toBe(10 * 60_000);
  });

  it("never waits longer than a year", () => {
    let state = freshState(now);
    for (let i = 0; i < 12; i++) state = schedule(state, "easy", now);
    expect(state.intervalDays).toBe(REVIEW_MAX_INTERVAL_DAYS);
    expect(state.dueAt.getTime() - now.getTime()).toBe(REVIEW_MAX_INTERVAL_DAYS * DAY);
  });

  it("marks a mastered quote without moving its schedule", () => {
    const state = schedule(freshState(now), "mastered", now);
    expect(state.masteredAt).toEqual(now);
    expect(state.repetitions).toBe(0);
  });
});

describe("the member's calendar", () => {
  it("names the local day in a time zone", () => {
    expect(localDay(new Date("2026-03-10T23:30:00Z"), "UTC")).toBe("2026-03-10");
    expect(localDay(new Date("2026-03-10T23:30:00Z"), "Europe/Paris")).toBe("2026-03-11");
    expect(localDay(new Date("2026-03-10T03:30:00Z"), "America/New_York")).toBe("2026-03-09");
    expect(shiftDay("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("finds the start of the next local day, across a clock change", () => {
    expect(startOfNextLocalDay(new Date("2026-03-10T12:00:00Z"), "Europe/Paris").toISOString()).toBe(
      "2026-03-10T23:00:00.000Z",
    );
    // New York moves to summer time on 8 March 2026: the 8th begins at 05:00 UTC, the 9th at 04:00 UTC.
    expect(startOfNextLocalDay(new Date("2026-03-07T20:00:00Z"), "America/New_York").toISOString()).toBe(
      "2026-03-08T05:00:00.000Z",
    );
    expect(startOfNextLocalDay(new Date("2026-03-08T20:00:00Z"), "America/New_York").toISOString()).toBe(
      "2026-03-09T04:00:00.000Z",
    );
  });

  it("counts a streak up to today or yesterday, and not across a missed day", () => {
    expect(streakOf(["2026-03-10", "2026-03-09", "2026-03-08"], "2026-03-10")).toBe(3);
    expect(streakOf(["2026-03-09", "2026-03-08"], "2026-03-10")).toBe(2);
    expect(streakOf(["2026-03-08", "2026-03-07"], "2026-03-10")).toBe(0);
    expect(streakOf(["2026-03-10", "2026-03-08"], "2026-03-10")).toBe(1);
    expect(streakOf(["2026-03-11", "2026-03-10"], "2026-03-10")).toBe(1);
    expect(streakOf([], "2026-03-10")).toBe(0);
  });
});
