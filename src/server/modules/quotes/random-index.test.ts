import { describe, expect, it } from "vitest";
import { RandomIndex, sampleWithoutReplacement, type RandomPoolRow } from "./random-index.ts";

const row = (id: string, over: Partial<RandomPoolRow> = {}): RandomPoolRow => ({
  id,
  author: "ada",
  category: "wisdom",
  tags: [],
  language: "en",
  length: 40,
  seconds: 4,
  ...over,
});

describe("sampleWithoutReplacement", () => {
  it("draws distinct numbers below the total, all of them when fewer than asked", () => {
    for (const [total, count] of [
      [0, 3],
      [1, 1],
      [5, 5],
      [5, 50],
      [1000, 50],
      [51, 50],
    ] as const) {
      const drawn = sampleWithoutReplacement(total, count, Math.random);
      expect(drawn).toHaveLength(Math.min(total, count));
      expect(new Set(drawn).size).toBe(drawn.length);
      expect(drawn.every((n) => Number.isInteger(n) && n >= 0 && n < total)).toBe(true);
    }
  });

  it("gives every number the same chance", () => {
    const hits = new Array<number>(10).fill(0);
    for (let i = 0; i < 20_000; i++) for (const n of sampleWithoutReplacement(10, 3, Math.random)) hits[n]!++;
    // 6,000 expected each; 5 standard deviations is about ±330.
    for (const n of hits) expect(Math.abs(n - 6000)).toBeLessThan(400);
  });
});

describe("RandomIndex", () => {
  const index = RandomIndex.of([
    row("a", { tags: ["sea", "sky"], seconds: 2 }),
    row("b", { author: "bea", tags: ["sea"], category: "love", length: 120 }),
    row("c", { author: "cy", language: "pt-BR", seconds: 12.4 }),
    row("d", { author: "ada lovelace", tags: ["sky"], language: "pt" }),
  ]);
  const all = (filters: Parameters<RandomIndex["draw"]>[0]) => index.draw(filters, 50).sort();

  it("draws from every quote without filters", () => {
    expect(all({})).toEqual(["a", "b", "c", "d"]);
    expect(index.draw({}, 2)).toHaveLength(2);
  });

  it("matches each filter as the list does", () => {
    expect(all({ tags: ["sea", "sky"] })).toEqual(["a"]);
    expect(all({ tags: ["sea", "unknown"] })).toEqual([]);
    expect(all({ categories: ["love", "unknown"] })).toEqual(["b"]);
    expect(all({ authors: ["ADA"] })).toEqual(["a", "d"]);
    expect(all({ language: ["pt"] })).toEqual(["c", "d"]);
    expect(all({ language: ["pt-BR"] })).toEqual(["c"]);
    expect(all({ min_length: 100 })).toEqual(["b"]);
    expect(all({ max_length: 40 })).toEqual(["a", "c", "d"]);
    expect(all({ max_seconds: 12.4 })).toEqual(["a", "b", "c", "d"]);
    expect(all({ max_seconds: 12 })).toEqual(["a", "b", "d"]);
    expect(all({ exclude_authors: ["lovelace", "nobody"] })).toEqual(["a", "b", "c"]);
    expect(all({ exclude_tags: ["sky", "unknown"] })).toEqual(["b", "c"]);
    expect(all({ tags: ["sea"], exclude_authors: ["bea"], max_seconds: 3 })).toEqual(["a"]);
  });

  it("answers the same filter again from its kept matches", () => {
    for (let i = 0; i < 3; i++) expect(all({ tags: ["sky"], language: ["en"] })).toEqual(["a"]);
  });
});
