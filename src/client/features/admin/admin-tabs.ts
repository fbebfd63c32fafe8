import type { Role } from "#contracts/constants.ts";
import { can, type Permission } from "#contracts/permissions.ts";

/**
 * The admin area's sections, in tab order; each is its own lazily loaded route under /admin, shown to those with
 * its permission (a Curator sees Corrections alone). The Overview is /admin itself, so it is active on that exact
 * path only.
 */
export const ADMIN_TABS = [
  { to: "/admin", label: "Overview", exact: true, permission: "viewAdminPanel" },
  { to: "/admin/moderation", label: "Moderation", exact: false, permission: "viewAdminPanel" },
  { to: "/admin/reports", label: "Reports", exact: false, permission: "viewAdminPanel" },
  { to: "/admin/corrections", label: "Corrections", exact: false, permission: "curateAttribution" },
  { to: "/admin/comments", label: "Comments", exact: false, permission: "viewAdminPanel" },
  { to: "/admin/users", label: "Users", exact: false, permission: "viewAdminPanel" },
  { to: "/admin/audio", label: "Audio", exact: false, permission: "viewAdminPanel" },
  { to: "/admin/audit", label: "Audit log", exact: false, permission: "viewAdminPanel" },
] as const satisfies readonly { to: string; label: string; exact: boolean; permission: Permission }[];

export type AdminTab = (typeof ADMIN_TABS)[number];

/** The tabs `role` may open; none for a member without any admin or curating permission. */
export function adminTabsFor(role: Role | null | undefined): AdminTab[] {
  return ADMIN_TABS.filter((tab) => can(role, tab.permission));
}

/** The tab whose page `pathname` is (`/admin/users`, `/admin/`), if any. */
export function adminTabOf(pathname: string): AdminTab | undefined {
  const path = pathname.replace(/\/+$/, "") || "/";
  return ADMIN_TABS.find((tab) => (tab.exact ? path === tab.to : path === tab.to || path.startsWith(`${tab.to}/`)));
}
