import { describe, expect, it } from "vitest";
import { misattributionLine } from "./attribution-wording.ts";

describe("misattributionLine", () => {
  it("names the real author of a misattributed quote, or says it is unknown", () => {
    const line = misattributionLine({ status: "misattributed", actual_author: "Mary Schmich" }, "Eleanor Roosevelt");
    expect(line).toBe("Often attributed to Eleanor Roosevelt — actually Mary Schmich");
    expect(misattributionLine({ status: "misattributed", actual_author: null }, "Albert Einstein")).toBe(
      "Often attributed to Albert Einstein — the real author is unknown",
    );
  });

  it("says nothing for the other statuses", () => {
    for (const status of ["verified", "attributed", "disputed"] as const) {
      expect(misattributionLine({ status, actual_author: null }, "Anyone")).toBeNull();
    }
  });
});
