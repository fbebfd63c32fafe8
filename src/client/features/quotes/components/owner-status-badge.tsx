import type { QuoteStatus } from "#contracts/constants.ts";
import { can } from "#contracts/permissions.ts";
import type { QuoteViewer } from "#client/lib/quote-rules.ts";

export type { QuoteViewer };

/**
 * SPEC §4: owners see a badge on their own quotes — Rejected, Pending or Draft, none when approved.
 * Admins, who moderate every quote, see it on all quotes.
 */
export function ownerBadgeStatus(
  viewer: QuoteViewer | null | undefined,
  quote: { status?: QuoteStatus | null; user_id?: string | null },
): Exclude<QuoteStatus, "approved"> | null {
  if (!viewer || !quote.status || quote.status === "approved") return null;
  const owns = quote.user_id != null && quote.user_id === viewer.id;
  return owns || can(viewer.role, "approveQuotes") ? quote.status : null;
}
