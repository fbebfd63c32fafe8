import { describe, expect, it } from "vitest";
import { describeRange, parseOverviewSearch, resolveRange } from "./range.ts";

const now = new Date("2026-11-24T13:00:00Z");

describe("resolveRange", () => {
  it("counts presets back from today (UTC), today included", () => {
    expect(resolveRange({}, now)).toEqual({ ok: true, choice: "30d", from: "2026-10-26", to: "2026-11-24", days: 30 });
    expect(resolveRange({ range: "7d" }, now)).toMatchObject({ from: "2026-11-18", to: "2026-11-24", days: 7 });
    expect(resolveRange({ range: "90d" }, now)).toMatchObject({ from: "2026-08-27", to: "2026-11-24", days: 90 });
  });

  it("uses the UTC day even late in the evening elsewhere", () => {
    expect(resolveRange({ range: "7d" }, new Date("2026-11-24T23:30:00-05:00"))).toMatchObject({ to: "2026-11-25" });
  });

  it("takes custom days, both included, and refuses impossible ranges", () => {
    expect(resolveRange({ range: "custom", from: "2026-11-01", to: "2026-11-01" }, now)).toMatchObject({
      ok: true,
      days: 1,
    });
    expect(resolveRange({ range: "custom", from: "2026-11-01" }, now)).toMatchObject({
      ok: false,
      message: "Choose both a start and an end date.",
    });
    expect(resolveRange({ range: "custom", from: "2026-11-02", to: "2026-11-01" }, now)).toMatchObject({
      ok: false,
      message: "The start date must not be after the end date.",
    });
    expect(resolveRange({ range: "custom", from: "2025-01-01", to: "2026-11-01" }, now)).toMatchObject({
      ok: false,
      message: "Choose at most 366 days.",
    });
  });
});

describe("parseOverviewSearch", () => {
  it("keeps known choices and well-formed days only", () => {
    expect(parseOverviewSearch({ range: "90d" })).toEqual({ range: "90d" });
    expect(parseOverviewSearch({ range: "1y", from: "2026-13-45", to: "2026-11-01" })).toEqual({ to: "2026-11-01" });
    expect(parseOverviewSearch({ range: "custom", from: "2026-11-01", to: 5 })).toEqual({
      range: "custom",
      from: "2026-11-01",
    });
  });
});

it("describes a range in words", () => {
  expect(describeRange("2026-10-26", "2026-11-24")).toBe("Oct 26 – Nov 24, 2026");
});
