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
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

/**
 * The role the app acts on (docs/product/accounts-and-roles.md): only user and admin are recognised. A user is admin when either the
 * metadata role or the account role is admin; anything else, superuser included, is user.
 */
export function resolveRole(user: { role?: string | null; user_metadata?: { role?: string | null } | null }): Role {
  const candidates = [user.user_metadata?.role, user.role];
  if (candidates.includes("admin")) return "admin";
  return "user";
}

export function can(role: Role | null | undefined, permission: Permission): boolean {
  if (!role) return false;
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}
