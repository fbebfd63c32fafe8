import { describe, expect, it } from "vitest";
import { RowBatcher } from "./row-batcher.ts";

interface Row {
  id: string;
}

describe("RowBatcher", () => {
  it("sends a lone call at once and groups the calls made while a fetch runs", async () => {
    const fetches: string[][] = [];
    const batcher = new RowBatcher<Row>(async (ids) => {
      fetches.push(ids);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return ids.filter((id) => id !== "gone").map((id) => ({ id }));
    });
    const first = batcher.load(["a"]);
    const rest = [batcher.load(["c", "b"]), batcher.load(["gone", "a"]), batcher.load(["d"])];
    expect(await first).toEqual([{ id: "a" }]);
    expect(await Promise.all(rest)).toEqual([[{ id: "c" }, { id: "b" }], [{ id: "a" }], [{ id: "d" }]]);
    expect(fetches).toEqual([["a"], ["c", "b", "gone", "a", "d"]]);
    expect(await batcher.load([])).toEqual([]);
  });

  it("fails every call of a failed fetch, and the next calls fetch again", async () => {
    let fail = true;
    const batcher = new RowBatcher<Row>(async (ids) => {
      if (fail) throw new Error("database unavailable");
      return ids.map((id) => ({ id }));
    });
    const calls = [batcher.load(["a"]), batcher.load(["b"])];
    await expect(calls[0]).rejects.toThrow("database unavailable");
    await expect(calls[1]).rejects.toThrow("database unavailable");
    fail = false;
    expect(await batcher.load(["c"])).toEqual([{ id: "c" }]);
  });
});
