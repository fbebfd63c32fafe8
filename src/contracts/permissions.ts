import type { Role } from "./constants.ts";

/** Capabilities of docs/product/accounts-and-roles.md, defined once for the server's checks and the client's UI decisions. */
export const PERMISSIONS = {
  createQuotes: ["user", "superuser", "admin"],
  editOwnQuotes: ["user", "superuser", "admin"],
  useThemeEditor: ["user", "superuser", "admin"],
  editAnyQuote: ["admin"],
  approveQuotes: ["admin"],
  viewAdminPanel: ["admin"],
  manageUsers: ["admin"],
  viewAnalytics: ["admin"],
  moderateComments: ["admin"],
  generateAudio: ["admin"],
  /** Set a quote's attribution and sources, decide corrections, edit author pages (docs/product/attribution.md). */
  curateAttribution: ["superuser", "admin"],
  proposeCorrections: ["user", "superuser", "admin"],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

/**
 * The role the app acts on (docs/product/accounts-and-roles.md): admin when either the metadata role or the account
 * role is admin, else Curator (`superuser`, docs/product/attribution.md) when either is superuser; anything else is user.
 */
export function resolveRole(user: { role?: string | null; user_metadata?: { role?: string | null } | null }): Role {
  const candidates = [user.user_metadata?.role, user.role];
  if (candidates.includes("admin")) return "admin";
  if (candidates.includes("superuser")) return "superuser";
  return "user";
}

export function can(role: Role | null | undefined, permission: Permission): boolean {
  if (!role) return false;
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}
