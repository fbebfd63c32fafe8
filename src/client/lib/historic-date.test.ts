import { describe, expect, it } from "vitest";
import { formatHistoricDate } from "./historic-date.ts";

describe("formatHistoricDate", () => {
  it("writes a year, a month or a day as the app writes dates, the same in every time zone", () => {
    expect(formatHistoricDate("1981")).toBe("1981");
    expect(formatHistoricDate("1981-05")).toBe("May 1981");
    expect(formatHistoricDate("1981-05-04")).toBe("May 4, 1981");
    expect(formatHistoricDate("0065-01-01")).toBe("January 1, 65");
    expect(formatHistoricDate("1999-12-31")).toBe("December 31, 1999");
  });

  it("counts years before the common era as ISO 8601 does (year 0 is 1 BC)", () => {
    expect(formatHistoricDate("-0430")).toBe("431 BC");
    expect(formatHistoricDate("0000")).toBe("1 BC");
  });

  it("shows anything else as it is", () => {
    expect(formatHistoricDate("c. 1900")).toBe("c. 1900");
    expect(formatHistoricDate("1981-13")).toBe("1981-13");
    expect(formatHistoricDate("-0043-03")).toBe("-0043-03");
    expect(formatHistoricDate("")).toBe("");
  });
});
