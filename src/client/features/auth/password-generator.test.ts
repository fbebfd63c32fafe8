import { describe, expect, it } from "vitest";
import { generatePassword } from "./password-generator.ts";

describe("generatePassword", () => {
  it("joins three capitalised words and a number below 100", () => {
    for (let i = 0; i < 200; i++) {
      const password = generatePassword();
      expect(password).toMatch(/^(?:[A-Z][a-z]+){3}\d{1,2}$/);
      expect(Number(/\d+$/.exec(password)?.[0])).toBeLessThan(100);
      expect(password.length).toBeGreaterThanOrEqual(6);
    }
  });

  it("takes its words and number from the random source", () => {
    const picks = [0, 1, 2, 42];
    expect(generatePassword(() => picks.shift() ?? 0)).toBe("AmberAnchorApple42");
    expect(generatePassword((max) => max - 1)).toBe("ZephyrZephyrZephyr99");
  });

  it("varies", () => {
    expect(new Set(Array.from({ length: 20 }, () => generatePassword())).size).toBeGreaterThan(15);
  });
});
