/** The admin area's sections, in tab order; each is its own lazily loaded route under /admin. */
export const ADMIN_TABS = [
  { to: "/admin/moderation", label: "Moderation" },
  { to: "/admin/reports", label: "Reports" },
  { to: "/admin/comments", label: "Comments" },
  { to: "/admin/users", label: "Users" },
  { to: "/admin/audio", label: "Audio" },
  { to: "/admin/audit", label: "Audit log" },
] as const;

export type AdminTabPath = (typeof ADMIN_TABS)[number]["to"];
