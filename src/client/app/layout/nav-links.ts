import type { Role } from "#contracts/constants.ts";
import { can } from "#contracts/permissions.ts";

export interface NavItem {
  to: "/" | "/trending" | "/dashboard" | "/admin";
  label: string;
  exact?: boolean;
}

/**
 * The header's links (docs/product/screens.md): Quotes and Trending for everyone, Dashboard when signed in, Admin for
 * admins and Curators (whose admin area holds the corrections queue alone).
 */
export function navItems(role: Role | null): NavItem[] {
  const items: NavItem[] = [
    { to: "/", label: "Quotes", exact: true },
    { to: "/trending", label: "Trending" },
  ];
  if (role !== null) items.push({ to: "/dashboard", label: "Dashboard" });
  if (can(role, "viewAdminPanel") || can(role, "curateAttribution")) items.push({ to: "/admin", label: "Admin" });
  return items;
}

/** "Ada Lovelace" → "AL"; falls back to the e-mail's first letter. */
export function initialsOf(user: {
  email: string;
  user_metadata: { firstname?: string; lastname?: string; name?: string };
}) {
  const { firstname, lastname, name } = user.user_metadata;
  const parts = [firstname, lastname].filter((part): part is string => Boolean(part?.trim()));
  const words = parts.length > 0 ? parts : (name ?? "").split(/\s+/).filter(Boolean);
  const letters = words
    .slice(0, 2)
    .map((word) => word.trim().charAt(0))
    .join("");
  return (letters || user.email.charAt(0) || "?").toUpperCase();
}

/** The name to show for a user: "Ada Lovelace", else the e-mail address. */
export function displayNameOf(user: {
  email: string;
  user_metadata: { firstname?: string; lastname?: string; name?: string };
}) {
  const { firstname, lastname, name } = user.user_metadata;
  const full = [firstname, lastname].filter(Boolean).join(" ").trim();
  return full || name?.trim() || user.email;
}
