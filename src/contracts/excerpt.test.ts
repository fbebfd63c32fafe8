import { describe, expect, it } from "vitest";
import { excerpt } from "./excerpt.ts";

describe("excerpt", () => {
  it("keeps a text that fits, spaces collapsed", () => {
    expect(excerpt("Short text.", 60)).toBe("Short text.");
    expect(excerpt("  Two\n lines  ", 60)).toBe("Two lines");
  });

  it("cuts long text at a word with an ellipsis, within max", () => {
    const cut = excerpt("The secret of getting ahead is getting started, and then keeping going.", 40);
    expect(cut).toBe("The secret of getting ahead is getting…");
    expect(cut.length).toBeLessThanOrEqual(40);
  });

  it("cuts a text without a late word boundary at max", () => {
    expect(excerpt("x".repeat(200), 80)).toBe(`${"x".repeat(79)}…`);
  });
});
