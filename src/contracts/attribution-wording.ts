import type { AttributionStatus } from "./constants.ts";

/**
 * The words readers see for a quote's attribution (docs/product/attribution.md), the same on cards, the quote
 * page, the embed, the share image and the feed. Zod-free: cards read it as the page starts.
 */

export const ATTRIBUTION_LABELS: Record<AttributionStatus, string> = {
  verified: "Verified",
  attributed: "Attributed",
  disputed: "Disputed",
  misattributed: "Misattributed",
};

/** What each status means, for badges' accessible labels and the icon legend. */
export const ATTRIBUTION_DESCRIPTIONS: Record<AttributionStatus, string> = {
  verified: "Verified: a primary source is cited",
  attributed: "Attributed: commonly attributed, not yet checked",
  disputed: "Disputed: the evidence conflicts",
  misattributed: "Misattributed: the named author did not say it",
};

/** "Often attributed to X — actually Y" for a misattributed quote, else null. */
export function misattributionLine(
  attribution: { status: AttributionStatus; actual_author: string | null },
  author: string,
): string | null {
  if (attribution.status !== "misattributed") return null;
  return attribution.actual_author
    ? `Often attributed to ${author} — actually ${attribution.actual_author}`
    : `Often attributed to ${author} — the real author is unknown`;
}
