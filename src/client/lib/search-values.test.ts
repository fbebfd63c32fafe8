import { describe, expect, it } from "vitest";
import { searchChoice, searchPage, searchText } from "./search-values.ts";

describe("route search values", () => {
  it("reads text trimmed, numbers as text, and nothing for empty, long or other values", () => {
    expect(searchText("  hope ")).toBe("hope");
    expect(searchText(42)).toBe("42");
    expect(searchText("   ")).toBeUndefined();
    expect(searchText("x".repeat(201))).toBeUndefined();
    expect(searchText(["a", "b"])).toBeUndefined();
    expect(searchText(undefined)).toBeUndefined();
  });

  it("reads whole page numbers from 1 to 50,000, as numbers or text", () => {
    expect(searchPage(3)).toBe(3);
    expect(searchPage("7")).toBe(7);
    expect(searchPage(50_000)).toBe(50_000);
    for (const bad of [0, -1, 1.5, 50_001, "", "two", "1e9", null, true]) expect(searchPage(bad)).toBeUndefined();
  });

  it("reads one of the choices only", () => {
    const roles = ["user", "admin"] as const;
    expect(searchChoice("admin", roles)).toBe("admin");
    expect(searchChoice("owner", roles)).toBeUndefined();
    expect(searchChoice(1, roles)).toBeUndefined();
  });
});
