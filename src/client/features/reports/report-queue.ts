import type { ReportStatus } from "#contracts/reports.ts";

import type { QueueFilter } from "./report-filters.ts";

export { QUEUE_FILTERS, type QueueFilter } from "./report-filters.ts";

export const QUEUE_FILTER_LABELS: Record<QueueFilter, string> = {
  open: "Open",
  resolved: "Resolved",
  dismissed: "Dismissed",
  all: "All",
};

export function statusOfFilter(filter: QueueFilter): ReportStatus | undefined {
  return filter === "all" ? undefined : filter;
}

/** The toast after a decision. */
export function decisionToast(status: ReportStatus): string {
  return status === "resolved" ? "Report resolved" : status === "dismissed" ? "Report dismissed" : "Report reopened";
}

/** The empty queue's words, per tab. */
export function emptyQueueText(filter: QueueFilter): { title: string; hint: string } {
  switch (filter) {
    case "open":
      return { title: "No open reports", hint: "Reports people file about quotes will wait here for a decision." };
    case "resolved":
      return { title: "No resolved reports", hint: "Reports you act on are kept here with your note." };
    case "dismissed":
      return { title: "No dismissed reports", hint: "Reports you dismiss are kept here with your note." };
    case "all":
      return { title: "No reports yet", hint: "Nobody has reported a quote." };
  }
}
