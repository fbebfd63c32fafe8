import { describe, expect, it } from "vitest";
import { decisionToast, emptyQueueText, QUEUE_FILTERS, statusOfFilter } from "./report-queue.ts";

describe("report queue", () => {
  it("maps tabs to statuses, All to none", () => {
    expect(QUEUE_FILTERS.map(statusOfFilter)).toEqual(["open", "resolved", "dismissed", undefined]);
  });

  it("names each decision and each empty tab", () => {
    expect(decisionToast("resolved")).toBe("Report resolved");
    expect(decisionToast("dismissed")).toBe("Report dismissed");
    expect(decisionToast("open")).toBe("Report reopened");
    expect(emptyQueueText("open").title).toBe("No open reports");
  });
});
