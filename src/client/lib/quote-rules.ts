import type { QuoteStatus, Role } from "#contracts/constants.ts";
import { can } from "#contracts/permissions.ts";

export interface QuoteViewer {
  id: string;
  role: Role;
}

/**
 * SPEC §4 and §6: owners delete their own quotes while they are not approved; those who may edit any
 * quote (admins) delete any. The server enforces the same.
 */
export function canDeleteQuote(
  viewer: QuoteViewer | null | undefined,
  quote: { user_id: string | null; status: QuoteStatus },
): boolean {
  if (!viewer) return false;
  if (can(viewer.role, "editAnyQuote")) return true;
  return quote.user_id === viewer.id && quote.status !== "approved" && can(viewer.role, "editOwnQuotes");
}

/** How a status is named on badges and tabs. */
export const STATUS_LABELS: Record<QuoteStatus, string> = {
  draft: "Draft",
  pending: "Pending",
  rejected: "Rejected",
  approved: "Approved",
};
