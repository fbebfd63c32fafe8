import { describe, expect, it } from "vitest";
import { embedSize, wrappedLines } from "./embed-size.ts";

describe("wrappedLines", () => {
  it("wraps at spaces, and breaks a word longer than a line", () => {
    expect(wrappedLines("aaaa bbbb", 90, 10, 20)).toBe(1);
    expect(wrappedLines("aaaa bbbb cccc", 90, 10, 20)).toBe(2);
    expect(wrappedLines("a".repeat(25), 100, 10, 20)).toBe(3);
    expect(wrappedLines("", 100, 10, 20)).toBe(1);
  });

  it("counts full-width letters twice", () => {
    expect(wrappedLines("学而时习之不亦说乎", 100, 10, 20)).toBe(2);
  });
});

describe("embedSize", () => {
  const short = "Be yourself.";
  const long = Array.from({ length: 80 }, () => "patience").join(" ");

  it("is 560 wide by default and no lower than the card's minimum", () => {
    expect(embedSize(short, "— Oscar Wilde", {})).toEqual({ width: 560, height: 160 });
  });

  it("grows with the quote, more in a narrower frame, within maxwidth and maxheight", () => {
    const wide = embedSize(long, "— Someone", {});
    const narrow = embedSize(long, "— Someone", { maxwidth: 300 });
    expect(wide.height).toBeGreaterThan(160);
    expect(narrow).toMatchObject({ width: 300 });
    expect(narrow.height).toBeGreaterThan(wide.height);
    expect(embedSize(long, "— Someone", { maxwidth: 300, maxheight: 240 })).toEqual({ width: 300, height: 240 });
    expect(embedSize(short, "— Oscar Wilde", { maxwidth: 4000 }).width).toBe(560);
  });
});
