import { afterEach, describe, expect, it } from "vitest";
import { BULK_LIMIT, bulkSelection } from "./selection.ts";

const quote = (n: number) => ({ id: `q${n}`, text: `Quote ${n}`, author: "A" });

describe("bulk selection", () => {
  afterEach(() => bulkSelection.clear());

  it("adds and removes quotes and tells subscribers", () => {
    let changes = 0;
    const stop = bulkSelection.subscribe(() => (changes += 1));
    bulkSelection.toggle(quote(1), true);
    bulkSelection.toggle(quote(2), true);
    bulkSelection.toggle(quote(1), false);
    stop();
    expect([...bulkSelection.get().keys()]).toEqual(["q2"]);
    expect(changes).toBe(3);
  });

  it("stops at the bulk generation limit of 100", () => {
    for (let n = 0; n < BULK_LIMIT; n++) expect(bulkSelection.toggle(quote(n), true)).toBe(true);
    expect(bulkSelection.toggle(quote(1000), true)).toBe(false);
    expect(bulkSelection.get().size).toBe(100);
    bulkSelection.remove(["q0", "q1"]);
    expect(bulkSelection.get().size).toBe(98);
  });
});
