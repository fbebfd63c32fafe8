import { ADMIN_MEMBER_MESSAGES as M, type AdminUser, type AdminUserPatch } from "#contracts/admin-members.ts";
import type { AssignableRole } from "#contracts/constants.ts";

/** The roles an admin gives, in the words of the admin area (docs/product/accounts-and-roles.md). */
export const ROLE_LABELS: Record<AssignableRole, string> = {
  user: "Member",
  superuser: "Curator",
  admin: "Admin",
};

/** What each role may do, beside its choice. */
export const ROLE_HINTS: Record<AssignableRole, string> = {
  user: "Submits, bookmarks, reacts and suggests corrections",
  superuser: "Also sets attribution and reviews corrections",
  admin: "Runs everything, the admin area included",
};

export const ROLE_CHOICES: readonly AssignableRole[] = ["user", "superuser", "admin"];

export type MemberActionKey = "role" | "disable" | "enable" | "delete";

export interface MemberAction {
  key: MemberActionKey;
  label: string;
  /** The role to give (`key: "role"`). */
  role?: AssignableRole;
  /** Why the action is unavailable (shown beside it), or undefined when it may be taken. */
  unavailable?: string;
  destructive?: boolean;
  /** Asks before acting. */
  confirm?: boolean;
}

/** The member's role among the choices. */
export function roleOf(member: Pick<AdminUser, "role">): AssignableRole {
  return member.role;
}

/**
 * The role a member has, changed by choosing another (Member, Curator or Admin). An admin's own role is not theirs to
 * change (the server refuses it too): `unavailable` says why.
 */
export function roleChoice(
  member: Pick<AdminUser, "id" | "role">,
  viewerId: string,
): { current: AssignableRole; unavailable?: string } {
  return { current: roleOf(member), unavailable: member.id === viewerId ? M.selfDemote : undefined };
}

/** What an admin may do to a member's account; the server enforces the same rules (never oneself). */
export function memberActions(member: Pick<AdminUser, "id" | "role" | "status">, viewerId: string): MemberAction[] {
  const self = member.id === viewerId;
  return [
    member.status === "active"
      ? { key: "disable", label: "Disable account", unavailable: self ? M.selfDisable : undefined, confirm: true }
      : { key: "enable", label: "Enable account" },
    {
      key: "delete",
      label: "Delete account…",
      unavailable: self ? M.selfDelete : undefined,
      destructive: true,
      confirm: true,
    },
  ];
}

/** The PATCH body of a role or status action. */
export function patchFor(action: Pick<MemberAction, "key" | "role">): AdminUserPatch {
  switch (action.key) {
    case "role":
      return { role: action.role ?? "user" };
    case "disable":
      return { disabled: true };
    case "enable":
      return { disabled: false };
    case "delete":
      throw new Error("Deleting a member is not a PATCH");
  }
}

const WITH_ARTICLE: Record<AssignableRole, string> = { user: "a Member", superuser: "a Curator", admin: "an Admin" };

/** The success toast of an action on `name`. */
export function successToast(
  action: Pick<MemberAction, "key" | "role">,
  name: string,
): { title: string; description: string } {
  switch (action.key) {
    case "role":
      return { title: M.roleChanged, description: `${name} is now ${WITH_ARTICLE[action.role ?? "user"]}.` };
    case "disable":
      return { title: M.disabled, description: `${name} was signed out everywhere and cannot sign in.` };
    case "enable":
      return { title: M.enabled, description: `${name} can sign in again.` };
    case "delete":
      return { title: M.deleted, description: `${name}'s account was deleted.` };
  }
}
