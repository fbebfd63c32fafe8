/** The dashboard's sections, in tab order; the first is the default. */
export const DASHBOARD_TABS = [
  "submissions",
  "bookmarks",
  "lists",
  "reactions",
  "visited",
  "notifications",
  "account",
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export const DASHBOARD_TAB_LABELS: Record<DashboardTab, string> = {
  submissions: "Submissions",
  bookmarks: "Bookmarks",
  lists: "Lists",
  reactions: "Reactions",
  visited: "Visited",
  notifications: "Notifications",
  account: "Account",
};

/** A tab named in the URL, or the default for anything else. */
export function parseDashboardTab(value: unknown): DashboardTab {
  return DASHBOARD_TABS.includes(value as DashboardTab) ? (value as DashboardTab) : "submissions";
}
