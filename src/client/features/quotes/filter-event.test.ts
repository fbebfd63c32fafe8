import { describe, expect, it } from "vitest";
import { EMPTY_FILTERS } from "./search-params.ts";
import { filterChangeProperties } from "./filter-event.ts";

describe("filterChangeProperties", () => {
  it("names the filters that changed and keeps search text out", () => {
    const after = { ...EMPTY_FILTERS, category: "love", tags: ["hope"], q: "secret words" };
    const props = filterChangeProperties(EMPTY_FILTERS, after);
    expect(props).toMatchObject({ changed: ["category", "tags", "q"], category: "love", tags: ["hope"], q_length: 12 });
    expect(JSON.stringify(props)).not.toContain("secret");
  });

  it("answers null when nothing changed", () => {
    expect(filterChangeProperties(EMPTY_FILTERS, { ...EMPTY_FILTERS, tags: [] })).toBeNull();
  });
});
