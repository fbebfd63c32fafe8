import type { QuoteStatus } from "#contracts/constants.ts";

/** How a status is named on badges and tabs. */
export const STATUS_LABELS: Record<QuoteStatus, string> = {
  draft: "Draft",
  pending: "Pending",
  rejected: "Rejected",
  approved: "Approved",
};
