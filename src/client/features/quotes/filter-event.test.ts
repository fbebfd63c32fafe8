import { afterEach, describe, expect, it } from "vitest";
import { setEventSink, type TrackedEvent } from "#client/lib/track-event.ts";
import { EMPTY_FILTERS } from "./search-params.ts";
import { filterChangeProperties, reportFilterChange } from "./filter-event.ts";

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

describe("reportFilterChange", () => {
  afterEach(() => setEventSink(undefined));

  it("reports a change of the filters as filter_change, and nothing when none changed", () => {
    const events: TrackedEvent[] = [];
    setEventSink((event) => events.push(event));
    reportFilterChange(EMPTY_FILTERS, { ...EMPTY_FILTERS, tags: [] });
    expect(events).toEqual([]);
    reportFilterChange(EMPTY_FILTERS, { ...EMPTY_FILTERS, category: "love" });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ event_name: "filter_change", event_type: "user_interaction" });
    expect(events[0]?.properties).toMatchObject({ changed: ["category"], category: "love" });
  });
});
