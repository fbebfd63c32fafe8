import { and, eq, gt, isNull, ne } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client.ts";
import { passwordResets, sessions, users } from "#server/db/schema/index.ts";

export async function insertSession(
  db: Db | Tx,
  values: { id: string; userId: string; expiresAt: Date; ip: string | null; userAgent: string | null },
): Promise<void> {
  await db.insert(sessions).values(values);
}

/** Moves a live session's expiry; false when it is gone, revoked or already expired. */
export async function extendSession(db: Db | Tx, sessionId: string, expiresAt: Date, now: Date): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ expiresAt, lastSeenAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

export async function revokeSession(db: Db | Tx, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: Db | Tx, userId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Every live session of the user but `keepSessionId` (a password change keeps the device it was made on). */
export async function revokeOtherSessions(
  db: Db | Tx,
  userId: string,
  keepSessionId: string,
  now: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)));
}

export async function recordFailedSignin(
  db: Db | Tx,
  userId: string,
  failures: number,
  lockedUntil: Date | null,
): Promise<void> {
  await db
    .update(users)
    .set(lockedUntil ? { failedSignins: failures, lockedUntil } : { failedSignins: failures })
    .where(eq(users.id, userId));
}

/** A successful sign-in: shown to admins as the member's last sign-in. */
export async function recordSignin(db: Db | Tx, userId: string, at: Date): Promise<void> {
  await db.update(users).set({ lastSignInAt: at }).where(eq(users.id, userId));
}

export async function clearFailedSignins(db: Db | Tx, userId: string): Promise<void> {
  await db.update(users).set({ failedSignins: 0, lockedUntil: null }).where(eq(users.id, userId));
}

export async function insertPasswordReset(
  db: Db | Tx,
  values: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values(values);
}

/** The user of an unused, unexpired reset token, without using it. */
export async function findUsableReset(db: Db | Tx, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(
      and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)),
    );
  return row;
}

/** Marks an unused, unexpired token used and answers its user; undefined when it was not usable (single use under concurrency). */
export async function consumeReset(db: Db | Tx, tokenHash: string, now: Date) {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)),
    )
    .returning({ userId: passwordResets.userId });
  return row;
}

/** Every other outstanding link of the user dies with a successful reset. */
export async function expireOtherResets(db: Db | Tx, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

export async function updatePasswordHash(db: Db | Tx, userId: string, passwordHash: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, failedSignins: 0, lockedUntil: null, updatedAt: now })
    .where(eq(users.id, userId));
}
