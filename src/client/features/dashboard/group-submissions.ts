import type { QuoteStatus } from "#contracts/constants.ts";

/** The dashboard's groups, in the order they are shown: what needs attention first. */
export const DASHBOARD_GROUPS = ["pending", "draft", "rejected", "approved"] as const satisfies readonly QuoteStatus[];

/** A user's quotes by status, newest first within each group. */
export function groupSubmissions<T extends { status: QuoteStatus; created_at: string }>(
  quotes: readonly T[],
): Record<QuoteStatus, T[]> {
  const groups: Record<QuoteStatus, T[]> = { pending: [], draft: [], rejected: [], approved: [] };
  for (const quote of quotes) groups[quote.status].push(quote);
  for (const status of DASHBOARD_GROUPS) {
    groups[status].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  }
  return groups;
}

/** The group to open first: the first one (in DASHBOARD_GROUPS order) that has quotes, else pending. */
export function firstNonEmptyGroup(groups: Record<QuoteStatus, readonly unknown[]>): QuoteStatus {
  return DASHBOARD_GROUPS.find((status) => groups[status].length > 0) ?? "pending";
}
