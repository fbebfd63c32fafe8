import { describe, expect, it } from "vitest";
import { moveQuote } from "./move-list-item.ts";

const q = (id: string) => ({ id });
const ids = (list: { id: string }[]) => list.map((x) => x.id);

describe("moveQuote (the optimistic order, as the server moves)", () => {
  const list = ["a", "b", "c", "d"].map(q);
  it("moves up, down, and past the end to last", () => {
    expect(ids(moveQuote(list, "d", 0))).toEqual(["d", "a", "b", "c"]);
    expect(ids(moveQuote(list, "a", 2))).toEqual(["b", "c", "a", "d"]);
    expect(ids(moveQuote(list, "b", 99))).toEqual(["a", "c", "d", "b"]);
  });
  it("leaves the list as it is for an unknown quote or the same place", () => {
    expect(ids(moveQuote(list, "x", 0))).toEqual(["a", "b", "c", "d"]);
    expect(ids(moveQuote(list, "c", 2))).toEqual(["a", "b", "c", "d"]);
  });
});
