import { ADMIN_MEMBER_MESSAGES as M, type AdminUser, type AdminUserPatch } from "#contracts/admin-members.ts";

export type MemberActionKey = "promote" | "demote" | "disable" | "enable" | "delete";

export interface MemberAction {
  key: MemberActionKey;
  label: string;
  /** Why the action is unavailable (shown beside it), or undefined when it may be taken. */
  unavailable?: string;
  destructive?: boolean;
  /** Asks before acting. */
  confirm?: boolean;
}

/** What an admin may do to a member; the server enforces the same rules (never oneself). */
export function memberActions(member: Pick<AdminUser, "id" | "role" | "status">, viewerId: string): MemberAction[] {
  const self = member.id === viewerId;
  return [
    member.role === "admin"
      ? { key: "demote", label: "Remove admin role", unavailable: self ? M.selfDemote : undefined }
      : { key: "promote", label: "Make admin" },
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
export function patchFor(key: Exclude<MemberActionKey, "delete">): AdminUserPatch {
  switch (key) {
    case "promote":
      return { role: "admin" };
    case "demote":
      return { role: "user" };
    case "disable":
      return { disabled: true };
    case "enable":
      return { disabled: false };
  }
}

/** The success toast of an action on `name`. */
export function successToast(key: MemberActionKey, name: string): { title: string; description: string } {
  switch (key) {
    case "promote":
      return { title: M.roleChanged, description: `${name} is now an admin.` };
    case "demote":
      return { title: M.roleChanged, description: `${name} is no longer an admin.` };
    case "disable":
      return { title: M.disabled, description: `${name} was signed out everywhere and cannot sign in.` };
    case "enable":
      return { title: M.enabled, description: `${name} can sign in again.` };
    case "delete":
      return { title: M.deleted, description: `${name}'s account was deleted.` };
  }
}
