import {
  ADMIN_MEMBER_MESSAGES as M,
  type AdminUser,
  type AdminUserDeleted,
  type AdminUserList,
  type AdminUserPatch,
  type AdminUserQuery,
} from "#contracts/admin-members.ts";
import type { AssignableRole } from "#contracts/constants.ts";
import type { Db } from "#server/db/client.ts";
import { writeAuditEntry } from "#server/modules/audit/audit.public.ts";
import { revokeAllSessions } from "#server/modules/auth/auth.public.ts";
import type { SessionCache } from "#server/plugins/auth.ts";
import { conflict, forbidden, notFound } from "#server/plugins/errors.ts";
import { deleteAccount } from "./account-deletion.ts";
import {
  findMember,
  findMembers,
  lockActiveAdmins,
  lockMember,
  setMemberState,
  type MemberRow,
} from "./admin-users.repository.ts";

import { isUuid } from "#contracts/common.ts";

export interface AdminUsersDeps {
  db: Db;
  sessionCache: SessionCache;
  /** Told which quotes went with a deleted account (caches, media files). */
  onQuotesDeleted: (ids: string[]) => void | Promise<void>;
  /** Told once an account is deleted, with the media keys its deletion let go (its pictures go too). */
  onAccountDeleted?: (userId: string, removedMedia: string[]) => void | Promise<void>;
}

const isActiveAdmin = (u: MemberRow) => u.role === "admin" && !u.disabledAt;

/** Members as the admin area manages them: list, change role, disable or enable, delete. Every change is audited. */
export class AdminUsersService {
  constructor(private readonly deps: AdminUsersDeps) {}

  list(query: AdminUserQuery): Promise<AdminUserList> {
    return findMembers(this.deps.db, query);
  }

  /**
   * Role and status changes. An admin cannot demote or disable themselves; the last active admin can never lose
   * the role or be disabled. Disabling revokes every session of the member in the same transaction.
   */
  async update(id: string, patch: AdminUserPatch, actor: { id: string }): Promise<AdminUser> {
    if (!isUuid(id)) throw notFound(M.notFound);
    const { db, sessionCache } = this.deps;
    const result = await db.transaction(async (tx) => {
      const activeAdmins = await lockActiveAdmins(tx);
      const target = await lockMember(tx, id);
      if (!target) throw notFound(M.notFound);
      const self = target.id === actor.id;
      const demotes = patch.role !== undefined && patch.role !== "admin" && target.role === "admin";
      const disables = patch.disabled === true && !target.disabledAt;
      if (self && demotes) throw forbidden(M.selfDemote);
      if (self && disables) throw forbidden(M.selfDisable);
      if ((demotes || disables) && isActiveAdmin(target) && !activeAdmins.some((a) => a !== target.id)) {
        throw conflict(M.lastAdmin);
      }

      const now = new Date();
      const changes: { role?: AssignableRole; disabledAt?: Date | null } = {};
      const audit: { action: string; details: Record<string, unknown> }[] = [];
      if (patch.role && patch.role !== target.role) {
        changes.role = patch.role;
        audit.push({ action: "user.role_change", details: { from: target.role, to: patch.role } });
      }
      if (disables) {
        changes.disabledAt = now;
        audit.push({ action: "user.disable", details: {} });
      } else if (patch.disabled === false && target.disabledAt) {
        changes.disabledAt = null;
        audit.push({ action: "user.enable", details: {} });
      }
      if (audit.length === 0) return { changed: false };
      await setMemberState(tx, id, changes);
      if (disables) await revokeAllSessions(tx, id, now);
      const name = `${target.firstname} ${target.lastname}`.trim();
      for (const entry of audit) {
        await writeAuditEntry(tx, {
          actorId: actor.id,
          action: entry.action,
          entityType: "user",
          entityId: id,
          details: { ...entry.details, name },
        });
      }
      return { changed: true };
    });
    if (result.changed) await sessionCache.forgetUser(id);
    const member = await findMember(db, id);
    if (!member) throw notFound(M.notFound);
    return member;
  }

  /**
   * Deletes an account (docs/decisions/019-admin-members.md): approved quotes stay, without an owner; unpublished
   * quotes, comments, reactions, bookmarks, lists and sessions go; the counters of the quotes they touched follow.
   */
  async remove(id: string, actor: { id: string }): Promise<AdminUserDeleted> {
    if (!isUuid(id)) throw notFound(M.notFound);
    const { db, sessionCache, onQuotesDeleted, onAccountDeleted } = this.deps;
    const result = await deleteAccount(db, id, {
      actorId: actor.id,
      lastAdminMessage: M.lastAdmin,
      notFoundMessage: M.notFound,
      check: (target) => {
        if (target.id === actor.id) throw forbidden(M.selfDelete);
      },
    });
    await sessionCache.forgetUser(id);
    await onQuotesDeleted(result.removedQuotes);
    await onAccountDeleted?.(id, result.removedMedia);
    return { id, deleted: true, quotes_kept: result.kept, quotes_removed: result.removedQuotes.length };
  }
}
