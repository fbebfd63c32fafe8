import { describe, expect, it } from "vitest";
import { clampPosition, clampSize, defaultPosition, initialGeometry, MINI_MARGIN } from "./mini-geometry.ts";

const desktop = { width: 1280, height: 800 };

describe("mini panel geometry", () => {
  it("keeps the size within 250–500 × 120–300", () => {
    expect(clampSize({ width: 100, height: 50 }, desktop)).toEqual({ width: 250, height: 120 });
    expect(clampSize({ width: 900, height: 900 }, desktop)).toEqual({ width: 500, height: 300 });
    expect(clampSize({ width: 320.4, height: 200.6 }, desktop)).toEqual({ width: 320, height: 201 });
  });

  it("keeps the size inside a small viewport, but never below the minimum", () => {
    expect(clampSize({ width: 500, height: 300 }, { width: 375, height: 667 })).toEqual({ width: 375, height: 300 });
    expect(clampSize({ width: 500, height: 300 }, { width: 200, height: 100 })).toEqual({ width: 250, height: 120 });
  });

  it("keeps the whole panel inside the viewport", () => {
    const size = { width: 300, height: 150 };
    expect(clampPosition({ x: -40, y: -10 }, size, desktop)).toEqual({ x: 0, y: 0 });
    expect(clampPosition({ x: 5000, y: 5000 }, size, desktop)).toEqual({ x: 980, y: 650 });
  });

  it("opens 300 × 150 in the bottom-right corner by default", () => {
    const geometry = initialGeometry({ size: null, position: null }, desktop);
    expect(geometry.size).toEqual({ width: 300, height: 150 });
    expect(geometry.position).toEqual(defaultPosition(geometry.size, desktop));
    expect(geometry.position).toEqual({ x: 1280 - 300 - MINI_MARGIN, y: 800 - 150 - MINI_MARGIN });
  });

  it("reopens where it was stored, pulled inside a smaller viewport; ignores unreadable storage", () => {
    const stored = { size: JSON.stringify({ width: 480, height: 280 }), position: JSON.stringify({ x: 700, y: 500 }) };
    expect(initialGeometry(stored, desktop)).toEqual({
      size: { width: 480, height: 280 },
      position: { x: 700, y: 500 },
    });
    expect(initialGeometry(stored, { width: 800, height: 600 }).position).toEqual({ x: 320, y: 320 });
    expect(initialGeometry({ size: "{oops", position: '{"x":"1"}' }, desktop).size).toEqual({
      width: 300,
      height: 150,
    });
  });
});
