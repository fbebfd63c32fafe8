import { describe, expect, it } from "vitest";
import type { QuoteStatus } from "./constants.ts";
import {
  badgeStatus,
  canDeleteQuote,
  canEditQuote,
  ownerBadgeStatus,
  ownerEditReturnsToReview,
  reviewRequestStatus,
  statusAfterEdit,
  statusOfNewQuote,
  type QuoteViewer,
} from "./quote-rules.ts";

const OWNER_ID = "11111111-1111-4111-8111-111111111111";
const owner: QuoteViewer = { id: OWNER_ID, role: "user" };
const stranger: QuoteViewer = { id: "22222222-2222-4222-8222-222222222222", role: "user" };
const admin: QuoteViewer = { id: "33333333-3333-4333-8333-333333333333", role: "admin" };
const superuser: QuoteViewer = { id: OWNER_ID, role: "superuser" };

const ALL: QuoteStatus[] = ["draft", "pending", "rejected", "approved"];
const quote = (status: QuoteStatus, user_id: string | null = OWNER_ID) => ({ status, user_id });

describe("canEditQuote", () => {
  it("lets owners edit their own quotes and admins any, in every status", () => {
    for (const status of ALL) {
      expect(canEditQuote(owner, quote(status))).toBe(true);
      expect(canEditQuote(admin, quote(status))).toBe(true);
      expect(canEditQuote(admin, quote(status, null))).toBe(true);
    }
  });

  it("refuses other users, anonymous visitors and quotes without an owner", () => {
    expect(canEditQuote(stranger, quote("pending"))).toBe(false);
    expect(canEditQuote(null, quote("pending"))).toBe(false);
    expect(canEditQuote(undefined, quote("pending"))).toBe(false);
    expect(canEditQuote(owner, quote("pending", null))).toBe(false);
  });
});

describe("canDeleteQuote", () => {
  it("lets owners delete their own quotes while they are not approved", () => {
    expect(canDeleteQuote(owner, quote("draft"))).toBe(true);
    expect(canDeleteQuote(owner, quote("pending"))).toBe(true);
    expect(canDeleteQuote(owner, quote("rejected"))).toBe(true);
    expect(canDeleteQuote(owner, quote("approved"))).toBe(false);
  });

  it("lets admins delete any quote, approved and ownerless ones included", () => {
    for (const status of ALL) expect(canDeleteQuote(admin, quote(status, null))).toBe(true);
  });

  it("refuses other users and anonymous visitors", () => {
    for (const status of ALL) {
      expect(canDeleteQuote(stranger, quote(status))).toBe(false);
      expect(canDeleteQuote(null, quote(status))).toBe(false);
    }
  });
});

describe("badges", () => {
  it("names every status but approved", () => {
    expect(badgeStatus("draft")).toBe("draft");
    expect(badgeStatus("pending")).toBe("pending");
    expect(badgeStatus("rejected")).toBe("rejected");
    expect(badgeStatus("approved")).toBeNull();
    expect(badgeStatus(null)).toBeNull();
    expect(badgeStatus(undefined)).toBeNull();
  });

  it("shows owners the status of their own quotes, none when approved", () => {
    expect(ownerBadgeStatus(owner, quote("rejected"))).toBe("rejected");
    expect(ownerBadgeStatus(owner, quote("pending"))).toBe("pending");
    expect(ownerBadgeStatus(owner, quote("draft"))).toBe("draft");
    expect(ownerBadgeStatus(owner, quote("approved"))).toBeNull();
  });

  it("shows admins the status of every quote, and nobody else anything", () => {
    expect(ownerBadgeStatus(admin, quote("pending", null))).toBe("pending");
    expect(ownerBadgeStatus(admin, quote("approved"))).toBeNull();
    expect(ownerBadgeStatus(stranger, quote("pending"))).toBeNull();
    expect(ownerBadgeStatus(null, quote("pending"))).toBeNull();
    expect(ownerBadgeStatus(owner, { status: null, user_id: OWNER_ID })).toBeNull();
  });
});

describe("statusOfNewQuote", () => {
  it("gives users draft or pending, and pending for anything else or nothing", () => {
    expect(statusOfNewQuote("user", "draft")).toBe("draft");
    expect(statusOfNewQuote("user", "pending")).toBe("pending");
    expect(statusOfNewQuote("user", "approved")).toBe("pending");
    expect(statusOfNewQuote("user", "rejected")).toBe("pending");
    expect(statusOfNewQuote("user", undefined)).toBe("pending");
    expect(statusOfNewQuote("superuser", "approved")).toBe("pending");
  });

  it("lets admins pick any status, pending by default", () => {
    for (const status of ALL) expect(statusOfNewQuote("admin", status)).toBe(status);
    expect(statusOfNewQuote("admin", undefined)).toBe("pending");
  });
});

describe("statusAfterEdit", () => {
  it("sends an owner's edit of an approved or rejected quote back to pending", () => {
    expect(ownerEditReturnsToReview("approved")).toBe(true);
    expect(ownerEditReturnsToReview("rejected")).toBe(true);
    expect(ownerEditReturnsToReview("pending")).toBe(false);
    expect(ownerEditReturnsToReview("draft")).toBe(false);
    expect(statusAfterEdit("user", "approved", undefined)).toBe("pending");
    expect(statusAfterEdit("user", "rejected", undefined)).toBe("pending");
    expect(statusAfterEdit("user", "draft", undefined)).toBe("draft");
    expect(statusAfterEdit("user", "pending", undefined)).toBe("pending");
  });

  it("lets owners choose draft or pending only", () => {
    expect(statusAfterEdit("user", "pending", "draft")).toBe("draft");
    expect(statusAfterEdit("user", "draft", "pending")).toBe("pending");
    expect(statusAfterEdit("user", "draft", "approved")).toBe("pending");
    expect(statusAfterEdit("user", "approved", "approved")).toBe("pending");
    expect(statusAfterEdit(superuser.role, "approved", "approved")).toBe("pending");
  });

  it("lets admins set any status, keeping the current one when none is given", () => {
    for (const current of ALL) {
      expect(statusAfterEdit("admin", current, undefined)).toBe(current);
      for (const requested of ALL) expect(statusAfterEdit("admin", current, requested)).toBe(requested);
    }
  });
});

describe("reviewRequestStatus", () => {
  it("asks for pending, except in edit of an approved or rejected quote (docs/product/quotes-and-search.md)", () => {
    expect(reviewRequestStatus("create")).toBe("pending");
    expect(reviewRequestStatus("edit", "draft")).toBe("pending");
    expect(reviewRequestStatus("edit", "pending")).toBe("pending");
    expect(reviewRequestStatus("edit", "approved")).toBeUndefined();
    expect(reviewRequestStatus("edit", "rejected")).toBeUndefined();
  });
});
