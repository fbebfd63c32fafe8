import type { Db, Tx } from "#server/db/client.ts";
import { writeAuditEntry } from "#server/modules/audit/audit.public.ts";
import { conflict, notFound } from "#server/plugins/errors.ts";
import {
  anonymiseApprovedQuotes,
  deleteMember,
  deletePendingAudioOf,
  deleteUnpublishedQuotes,
  lockActiveAdmins,
  lockMember,
  quotesTouchedBy,
  recountQuoteCounters,
  type MemberRow,
} from "./admin-users.repository.ts";

export interface AccountDeletion {
  /** Approved quotes kept, without an owner. */
  kept: number;
  /** Ids of the unpublished quotes removed (their caches and media files go after the commit). */
  removedQuotes: string[];
  /** Media keys of the member's audio that was still awaiting review: the caller deletes them after the commit. */
  removedMedia: string[];
}

export interface AccountDeletionOptions {
  /** Who deletes: an admin's id, or null when members delete their own account (their id dies with the row). */
  actorId: string | null;
  /** The 409 message when the account is the last active admin. */
  lastAdminMessage: string;
  /** Further refusals, run on the locked row before anything changes (e.g. an admin deleting themselves). */
  check?: (target: MemberRow) => void;
  /** Not found: the 404 message. */
  notFoundMessage: string;
}

/**
 * Deletes an account in one transaction, with the content policy of docs/decisions/019-admin-members.md: approved
 * quotes stay, without an owner; unpublished quotes, audio awaiting review, comments, reactions, bookmarks, lists, visits, sessions and
 * reset links go; reports and events stay without the member; the counters of the quotes they touched follow.
 * The last active admin is never deleted. Audited as `user.delete`. The caller forgets the member's cached sessions
 * and tells the quotes module about `removedQuotes` once this resolves.
 */
export async function deleteAccount(db: Db, id: string, options: AccountDeletionOptions): Promise<AccountDeletion> {
  return db.transaction(async (tx) => {
    const activeAdmins = await lockActiveAdmins(tx);
    const target = await lockMember(tx, id);
    if (!target) throw notFound(options.notFoundMessage);
    options.check?.(target);
    const isActiveAdmin = target.role === "admin" && !target.disabledAt;
    if (isActiveAdmin && !activeAdmins.some((a) => a !== target.id)) throw conflict(options.lastAdminMessage);
    return removeAccountContent(tx, target, options.actorId);
  });
}

async function removeAccountContent(tx: Tx, target: MemberRow, actorId: string | null): Promise<AccountDeletion> {
  const id = target.id;
  const removedMedia = await deletePendingAudioOf(tx, id);
  const removedQuotes = await deleteUnpublishedQuotes(tx, id);
  const touched = await quotesTouchedBy(tx, id);
  const kept = await anonymiseApprovedQuotes(tx, id);
  await deleteMember(tx, id);
  await recountQuoteCounters(tx, touched);
  await writeAuditEntry(tx, {
    actorId,
    action: "user.delete",
    entityType: "user",
    entityId: id,
    details: {
      name: `${target.firstname} ${target.lastname}`.trim(),
      role: target.role,
      quotes_kept: kept,
      quotes_removed: removedQuotes.length,
      ...(actorId === null ? { by: "self" } : {}),
    },
  });
  return { kept, removedQuotes, removedMedia };
}
