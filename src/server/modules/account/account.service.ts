import type { FastifyBaseLogger } from "fastify";
import {
  ACCOUNT_EXPORT_FORMAT,
  ACCOUNT_MESSAGES as M,
  EXPORT_WINDOW_MS,
  EXPORTS_PER_WINDOW,
  PASSWORD_CHECK_WINDOW_MS,
  PASSWORD_CHECKS_PER_WINDOW,
  type AccountDeleted,
  type AccountExport,
  type ChangePasswordBody,
  type DeleteAccountBody,
} from "#contracts/account.ts";
import { ADMIN_MEMBER_MESSAGES } from "#contracts/admin-members.ts";
import type { MessageResponse } from "#contracts/auth.ts";
import type { Db } from "#server/db/client.ts";
import { deleteAccount } from "#server/modules/admin-users/admin-users.public.ts";
import {
  expireOtherResets,
  hashPassword,
  revokeOtherSessions,
  updatePasswordHash,
  verifyPassword,
} from "#server/modules/auth/auth.public.ts";
import { findUserById } from "#server/modules/users/users.public.ts";
import type { AuthUser, SessionCache } from "#server/plugins/auth.ts";
import { tokenRejected } from "#server/plugins/auth.ts";
import { HttpError } from "#server/plugins/errors.ts";
import { enforceLimit, type CounterStore } from "#server/plugins/rate-limit.ts";
import { readAccountData } from "./account-export.repository.ts";

export interface AccountServiceDeps {
  db: Db;
  counters: CounterStore;
  sessionCache: SessionCache;
  /** Told which quotes went with a deleted account (caches, media files). */
  onQuotesDeleted: (ids: string[]) => void | Promise<void>;
  /** Told once an account is deleted, with the media keys its deletion let go (its pictures go too). */
  onAccountDeleted?: (userId: string, removedMedia: string[]) => void | Promise<void>;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/** 403 rather than 401: the session is fine, only the confirmation failed (a 401 would sign the client out). */
const wrongPassword = (field: string) =>
  new HttpError(403, "wrong_password", M.wrongPassword, { [field]: M.wrongPassword });

const keys = {
  passwordChecks: (userId: string) => `account:password-checks:${userId}`,
  exports: (userId: string) => `account:exports:${userId}`,
};

/** A member's own account: changing the password, downloading their data, deleting the account. */
export class AccountService {
  constructor(private readonly deps: AccountServiceDeps) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /** Re-authentication for sensitive changes: the member's current password, with a per-member attempt limit. */
  private async confirmPassword(user: AuthUser, password: string, field: string): Promise<void> {
    const { db, counters, log } = this.deps;
    await enforceLimit(counters, keys.passwordChecks(user.id), PASSWORD_CHECKS_PER_WINDOW, PASSWORD_CHECK_WINDOW_MS);
    const row = await findUserById(db, user.id);
    if (!row) throw tokenRejected("Invalid token");
    if (!(await verifyPassword(row.passwordHash, password, log.child({ userId: user.id })))) throw wrongPassword(field);
  }

  /**
   * Sets a new password after checking the current one; every other session of the member is revoked in the same
   * transaction (and forgotten by the session cache), so other devices' next call is a 401. This device stays signed in.
   */
  async changePassword(user: AuthUser, body: ChangePasswordBody): Promise<MessageResponse> {
    await this.confirmPassword(user, body.current_password, "current_password");
    const passwordHash = await hashPassword(body.password);
    const now = this.now();
    await this.deps.db.transaction(async (tx) => {
      await updatePasswordHash(tx, user.id, passwordHash, now);
      await revokeOtherSessions(tx, user.id, user.sessionId, now);
      // A reset link asked for before the change must not undo it.
      await expireOtherResets(tx, user.id, now);
    });
    await this.deps.sessionCache.forgetUser(user.id);
    await this.deps.counters.clear(keys.passwordChecks(user.id));
    return { message: M.passwordChanged };
  }

  /**
   * Deletes the member's own account with the admin deletion's content policy (shared code), after checking the
   * password. The last active admin is refused (409). Sessions go with the account row.
   */
  async deleteOwnAccount(user: AuthUser, body: DeleteAccountBody): Promise<AccountDeleted> {
    await this.confirmPassword(user, body.password, "password");
    const result = await deleteAccount(this.deps.db, user.id, {
      actorId: null,
      lastAdminMessage: M.lastAdmin,
      notFoundMessage: ADMIN_MEMBER_MESSAGES.notFound,
    });
    await this.deps.sessionCache.forgetUser(user.id);
    await this.deps.counters.clear(keys.passwordChecks(user.id), keys.exports(user.id));
    await this.deps.onQuotesDeleted(result.removedQuotes);
    await this.deps.onAccountDeleted?.(user.id, result.removedMedia);
    return {
      deleted: true,
      quotes_kept: result.kept,
      quotes_removed: result.removedQuotes.length,
      message: M.accountDeleted,
    };
  }

  /** Everything stored about the member (see AccountExportSchema); a few downloads per window. */
  async exportData(user: AuthUser): Promise<AccountExport> {
    await enforceLimit(this.deps.counters, keys.exports(user.id), EXPORTS_PER_WINDOW, EXPORT_WINDOW_MS);
    const exportedAt = this.now();
    const data = await readAccountData(this.deps.db, user.id, user.sessionId);
    if (!data) throw tokenRejected("Invalid token");
    return { format: ACCOUNT_EXPORT_FORMAT, version: 1, exported_at: exportedAt.toISOString(), ...data };
  }
}
