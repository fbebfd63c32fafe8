import { describe, expect, it } from "vitest";
import { pageOffset, pageSummary } from "./paging.ts";

describe("admin list paging", () => {
  it("turns 1-based pages into offsets, never below 0", () => {
    expect(pageOffset(1, 20)).toBe(0);
    expect(pageOffset(3, 20)).toBe(40);
    expect(pageOffset(0, 20)).toBe(0);
    expect(pageOffset(-4, 20)).toBe(0);
  });

  it("sums up a page", () => {
    expect(pageSummary(1, 20, 57, 20)).toEqual({ from: 1, to: 20, pages: 3, hasPrevious: false, hasNext: true });
    expect(pageSummary(3, 20, 57, 17)).toEqual({ from: 41, to: 57, pages: 3, hasPrevious: true, hasNext: false });
    expect(pageSummary(1, 20, 0, 0)).toEqual({ from: 0, to: 0, pages: 1, hasPrevious: false, hasNext: false });
    // Past the end (e.g. after deletions): empty, but a way back.
    expect(pageSummary(5, 20, 57, 0)).toMatchObject({ from: 0, hasPrevious: true, hasNext: false });
  });
});
