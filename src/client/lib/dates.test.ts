import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatDay, formatLongDate, formatMonthYear } from "./dates.ts";
import { formatRelative } from "./relative-time.ts";

describe("dates, written one way (US English)", () => {
  it("writes a date short, or long", () => {
    expect(formatDate("2025-08-06T12:00:00.000Z")).toBe("Aug 6, 2025");
    expect(formatDate("nonsense")).toBe("");
    expect(formatLongDate("2026-01-03T12:00:00.000Z")).toBe("January 3, 2026");
  });

  it("reads a bare day as a calendar day, and shows a value that is no date as it is", () => {
    expect(formatLongDate("0065-01-01")).toBe("January 1, 65");
    expect(formatLongDate("2026-03-01")).toBe("March 1, 2026");
    expect(formatLongDate("unknown")).toBe("unknown");
  });

  it("writes a moment with its time, in UTC when asked", () => {
    expect(formatDateTime("2026-01-03T10:05:00.000Z", { utc: true })).toBe("Jan 3, 2026, 10:05 AM");
    expect(formatDateTime("nonsense")).toBe("");
  });

  it("formats member since as month and year in UTC", () => {
    expect(formatMonthYear("2026-03-01T00:30:00.000Z")).toBe("March 2026");
    expect(formatMonthYear("2025-12-31T23:59:59.000Z")).toBe("December 2025");
    expect(formatMonthYear("nonsense")).toBe("");
  });

  it("writes a day of a chart (UTC), with the year when asked", () => {
    expect(formatDay("2026-11-24")).toBe("Nov 24");
    expect(formatDay("2026-11-24T00:00:00.000Z", { year: true })).toBe("Nov 24, 2026");
  });

  it("says how long ago", () => {
    const now = Date.parse("2026-01-10T12:00:00.000Z");
    expect(formatRelative("2026-01-10T11:59:50.000Z", now)).toBe("just now");
    expect(formatRelative("2026-01-10T11:55:00.000Z", now)).toBe("5 minutes ago");
    expect(formatRelative("2026-01-09T12:00:00.000Z", now)).toBe("yesterday");
  });
});
