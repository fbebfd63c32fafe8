import { describe, expect, it } from "vitest";
import type { QuoteStatus } from "#contracts/constants.ts";
import { DASHBOARD_GROUPS, firstNonEmptyGroup, groupSubmissions } from "./group-submissions.ts";

const q = (id: string, status: QuoteStatus, created_at: string) => ({ id, status, created_at });

describe("groupSubmissions", () => {
  it("puts each quote in its status group, newest first", () => {
    const groups = groupSubmissions([
      q("a", "pending", "2026-01-01T10:00:00.000Z"),
      q("b", "approved", "2026-01-02T10:00:00.000Z"),
      q("c", "pending", "2026-01-03T10:00:00.000Z"),
      q("d", "draft", "2026-01-04T10:00:00.000Z"),
      q("e", "rejected", "2026-01-05T10:00:00.000Z"),
    ]);
    expect(groups.pending.map((x) => x.id)).toEqual(["c", "a"]);
    expect(groups.draft.map((x) => x.id)).toEqual(["d"]);
    expect(groups.rejected.map((x) => x.id)).toEqual(["e"]);
    expect(groups.approved.map((x) => x.id)).toEqual(["b"]);
  });

  it("has every group, even empty ones, in the order Pending, Draft, Rejected, Approved", () => {
    const groups = groupSubmissions([]);
    expect(DASHBOARD_GROUPS).toEqual(["pending", "draft", "rejected", "approved"]);
    for (const status of DASHBOARD_GROUPS) expect(groups[status]).toEqual([]);
  });

  it("opens the first group that has quotes, else Pending", () => {
    expect(firstNonEmptyGroup(groupSubmissions([q("a", "rejected", "2026-01-01T00:00:00Z")]))).toBe("rejected");
    expect(firstNonEmptyGroup(groupSubmissions([q("a", "approved", "2026-01-01T00:00:00Z")]))).toBe("approved");
    expect(firstNonEmptyGroup(groupSubmissions([]))).toBe("pending");
  });
});
