import { describe, expect, it } from "vitest";
import { instantOf, latestOccurrence, localDayOf, nextOccurrence } from "./local-time.ts";

describe("hours in a member's time zone", () => {
  it("finds the hour on an ordinary day, east and west of UTC", () => {
    expect(instantOf("2027-01-15", 7, "Europe/Paris").toISOString()).toBe("2027-01-15T06:00:00.000Z");
    expect(instantOf("2027-07-15", 7, "Europe/Paris").toISOString()).toBe("2027-07-15T05:00:00.000Z");
    expect(instantOf("2027-01-15", 7, "America/Los_Angeles").toISOString()).toBe("2027-01-15T15:00:00.000Z");
    expect(instantOf("2027-01-15", 0, "Asia/Kolkata").toISOString()).toBe("2027-01-14T18:30:00.000Z");
    expect(instantOf("2027-01-15", 23, "UTC").toISOString()).toBe("2027-01-15T23:00:00.000Z");
  });

  it("sends just after the gap when the hour is skipped (spring forward)", () => {
    // New York skips 02:00–03:00 on 14 March 2027: 02:00 becomes 03:00 EDT (07:00 UTC).
    expect(instantOf("2027-03-14", 2, "America/New_York").toISOString()).toBe("2027-03-14T07:00:00.000Z");
    expect(instantOf("2027-03-13", 2, "America/New_York").toISOString()).toBe("2027-03-13T07:00:00.000Z");
    expect(instantOf("2027-03-15", 2, "America/New_York").toISOString()).toBe("2027-03-15T06:00:00.000Z");
    // Paris skips 02:00 on 28 March 2027.
    expect(instantOf("2027-03-28", 2, "Europe/Paris").toISOString()).toBe("2027-03-28T01:00:00.000Z");
  });

  it("sends at the first of an hour that comes twice (fall back)", () => {
    // New York's 01:00 comes twice on 7 November 2027: first at 05:00 UTC (EDT), again at 06:00 UTC (EST).
    expect(instantOf("2027-11-07", 1, "America/New_York").toISOString()).toBe("2027-11-07T05:00:00.000Z");
  });

  it("keeps the day of the hour across midnight and DST for the next and latest occurrences", () => {
    // Ten past midnight in Auckland: the 23:00 hour last came yesterday.
    const at = new Date("2027-01-15T11:10:00Z"); // 00:10 on the 16th in Auckland (NZDT, +13)
    expect(localDayOf(at, "Pacific/Auckland")).toBe("2027-01-16");
    expect(latestOccurrence(at, 23, "Pacific/Auckland").day).toBe("2027-01-15");
    expect(nextOccurrence(at, 23, "Pacific/Auckland")).toEqual({
      day: "2027-01-16",
      at: new Date("2027-01-16T10:00:00Z"),
    });
    // Exactly on the hour is the hour's own occurrence; the next one is the next day's.
    const seven = new Date("2027-03-13T12:00:00Z"); // 07:00 EST
    expect(latestOccurrence(seven, 7, "America/New_York")).toEqual({ day: "2027-03-13", at: seven });
    expect(nextOccurrence(seven, 7, "America/New_York")).toEqual({
      day: "2027-03-14",
      at: new Date("2027-03-14T11:00:00Z"), // 07:00 EDT, 23 hours later
    });
  });
});
