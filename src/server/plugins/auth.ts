import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { can, type Permission } from "#contracts/permissions.ts";
import type { Db } from "#server/db/client.ts";
import { sessions, users } from "#server/db/schema/index.ts";
import type { TokenSigner } from "#server/modules/auth/tokens.ts";
import type { PublicUserFields } from "#server/modules/users/users.repository.ts";
import { forbidden, HttpError } from "./errors.ts";

/** A signed-in user: the fields the API shows of a user, and the session the request came with. */
export interface AuthUser extends PublicUserFields {
  sessionId: string;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** A refused token makes the request anonymous instead of a 401 (analytics events: the token is optional). */
    lenientAuth?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user, or null for anonymous requests (a bad token is a 401, never null). */
    user: AuthUser | null;
  }
}

const TOKEN_MIN_LENGTH = 11;

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  const token = match?.[1];
  return token && token.length >= TOKEN_MIN_LENGTH ? token : undefined;
}

/** A 401 with the spec's words. */
export const tokenRejected = (message: string) => new HttpError(401, "invalid_token", message);

/**
 * Reads the bearer token of every request: a valid token bound to a live session
 * sets request.user; an invalid, expired or revoked one answers 401; no token leaves it null.
 */
export const authPlugin = fp<{ db: Db; signer: TokenSigner }>(async (app: FastifyInstance, { db, signer }) => {
  app.decorateRequest("user", null);
  const authenticate = async (token: string): Promise<AuthUser> => {
    const claims = await signer.verify(token);
    if (typeof claims === "string") throw tokenRejected(claims);
    const [row] = await db
      .select({
        id: users.id,
        email: users.email,
        firstname: users.firstname,
        lastname: users.lastname,
        role: users.role,
        themeClass: users.themeClass,
        customColor: users.customColor,
        sessionId: sessions.id,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.id, claims.sessionId),
          eq(sessions.userId, claims.userId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date()),
        ),
      );
    if (!row) throw tokenRejected("Invalid token");
    return row;
  };
  // Anonymous requests (most of them) pass straight through, without a promise.
  app.addHook("onRequest", (request, _reply, done) => {
    const token = request.url.startsWith("/api/") ? bearerToken(request) : undefined;
    if (!token) return done();
    authenticate(token).then(
      (user) => {
        request.user = user;
        done();
      },
      (err: unknown) => (request.routeOptions.config.lenientAuth ? done() : done(err as Error)),
    );
  });
});

/** The signed-in user, or a 401 `Authentication required`. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, "unauthorized", "Authentication required");
  return request.user;
}

/** The signed-in user holding a permission of SPEC.md §6, else 401/403. */
export function requirePermission(request: FastifyRequest, permission: Permission): AuthUser {
  const user = requireUser(request);
  if (!can(user.role, permission)) throw forbidden();
  return user;
}
