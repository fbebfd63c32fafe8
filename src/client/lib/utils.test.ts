import { describe, expect, it } from "vitest";
import { formatCount, pluralize } from "./utils.ts";

describe("formatCount", () => {
  it.each([0, 7, 999, 1000, 2616, 12345, 999999, 1000000, 123456789, -1234, 1234.5, 0.125, 3.14159, 2.0004])(
    "writes %d as Intl.NumberFormat(en-US) does",
    (value) => {
      expect(formatCount(value)).toBe(new Intl.NumberFormat("en-US").format(value));
    },
  );

  it("pluralizes with the grouped count", () => {
    expect(pluralize(1, "quote")).toBe("1 quote");
    expect(pluralize(2616, "quote")).toBe("2,616 quotes");
    expect(pluralize(3, "entry", "entries")).toBe("3 entries");
  });
});
