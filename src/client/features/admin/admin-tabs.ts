/**
 * The admin area's sections, in tab order; each is its own lazily loaded route under /admin. The Overview is
 * /admin itself, so it is active on that exact path only.
 */
export const ADMIN_TABS = [
  { to: "/admin", label: "Overview", exact: true },
  { to: "/admin/moderation", label: "Moderation", exact: false },
  { to: "/admin/reports", label: "Reports", exact: false },
  { to: "/admin/comments", label: "Comments", exact: false },
  { to: "/admin/users", label: "Users", exact: false },
  { to: "/admin/audio", label: "Audio", exact: false },
  { to: "/admin/audit", label: "Audit log", exact: false },
] as const;
