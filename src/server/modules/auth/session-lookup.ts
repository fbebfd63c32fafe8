import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { sessions, users } from "#server/db/schema/index.ts";
import { tokenRejected, type AuthUser, type SessionCache, type SessionLookup } from "#server/plugins/auth.ts";
import { publicUserColumns } from "#server/modules/users/users.public.ts";
import type { TokenSigner } from "./tokens.ts";

/**
 * How the auth plugin finds the signed-in user of a bearer token: the token's signature and expiry, then its
 * session — live, not revoked, of a user who is not disabled — from the session cache or the database.
 */
export function sessionAuthenticator(options: {
  db: Db;
  signer: TokenSigner;
  sessionCache: SessionCache;
}): SessionLookup {
  const { db, signer, sessionCache } = options;
  return async (token: string): Promise<AuthUser> => {
    const claims = await signer.verify(token);
    if (typeof claims === "string") throw tokenRejected(claims);
    const now = Date.now();
    const cached = sessionCache.get(claims.sessionId, now);
    if (cached && cached.id === claims.userId) return cached;
    const [row] = await db
      .select({
        ...publicUserColumns,
        sessionId: sessions.id,
        sessionExpires: sessions.expiresAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.id, claims.sessionId),
          eq(sessions.userId, claims.userId),
          isNull(sessions.revokedAt),
          // Disabling revokes the sessions too; this also covers a row disabled by hand.
          isNull(users.disabledAt),
          gt(sessions.expiresAt, new Date()),
        ),
      );
    if (!row) throw tokenRejected("Invalid token");
    const { sessionExpires, ...user } = row;
    sessionCache.set(user, sessionExpires, now);
    return user;
  };
}
