import type { AttributionStatus } from "#contracts/constants.ts";
import { ATTRIBUTION_LABELS } from "#contracts/attribution-wording.ts";
import type { CorrectionFilter } from "./correction-filters.ts";

export { CORRECTION_FILTERS, type CorrectionFilter } from "./correction-filters.ts";

export const CORRECTION_FILTER_LABELS: Record<CorrectionFilter, string> = {
  open: "Open",
  accepted: "Accepted",
  rejected: "Rejected",
};

export const CORRECTION_QUEUE_MESSAGES = {
  fetchFailed: "Failed to fetch corrections",
  accepted: "Correction accepted",
  acceptedDescription: "The quote shows its new attribution, and the people who keep it are told.",
  rejected: "Correction rejected",
  rejectedDescription: "The member who suggested it will see your reason.",
  decideFailed: "The correction could not be updated. Please try again.",
} as const;

/** The empty queue's words, per tab. */
export function emptyCorrectionsText(filter: CorrectionFilter): { title: string; hint: string } {
  switch (filter) {
    case "open":
      return {
        title: "No corrections to review",
        hint: "When members suggest a better attribution for a quote, their proposals wait here.",
      };
    case "accepted":
      return { title: "No accepted corrections", hint: "Corrections you accept are kept here with your reason." };
    case "rejected":
      return { title: "No rejected corrections", hint: "Corrections you reject are kept here with your reason." };
  }
}

/**
 * What accepting does, in words (the server applies the proposal whole): "The quote becomes Misattributed, actually
 * by Rita Mae Brown. The cited source becomes its primary source and the member's note its attribution note."
 */
export function acceptEffect(correction: {
  proposed_status: AttributionStatus;
  actual_author: string | null;
  source: unknown;
}): string {
  const label = ATTRIBUTION_LABELS[correction.proposed_status];
  const becomes =
    correction.proposed_status !== "misattributed"
      ? `The quote becomes ${label}.`
      : correction.actual_author
        ? `The quote becomes ${label}, actually by ${correction.actual_author}.`
        : `The quote becomes ${label}, its real author unknown.`;
  const keeps = correction.source
    ? "The cited source becomes its primary source and the member's note its attribution note."
    : "The member's note becomes its attribution note.";
  return `${becomes} ${keeps}`;
}
