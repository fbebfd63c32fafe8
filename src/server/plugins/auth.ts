import { and, eq, gt, isNull } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { can, type Permission } from "#contracts/permissions.ts";
import type { Db } from "#server/db/client.ts";
import { LocalBus, type ClusterBus } from "#server/lib/cluster-bus.ts";
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

/**
 * Signed-in requests' session lookups, kept for a few seconds (`ttlMs` 0: off). Every change to a session or a
 * user goes through `forgetSession` / `forgetUser`, which drop the affected entries here at once and, through
 * the cluster bus, in every other process before they resolve. A process whose bus is not live (Redis lost)
 * does not use its entries, so a revoked session or a changed role is never served from here. With PGlite one
 * process owns the database; with PostgreSQL the cache is only on when a shared bus (Redis) connects the
 * processes.
 */
export class SessionCache {
  private readonly entries = new Map<string, { user: AuthUser; sessionExpires: number; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly bus: ClusterBus = new LocalBus(),
    private readonly maxEntries = 10_000,
  ) {
    bus.subscribe((message) => {
      if (message.kind === "session") this.dropSession(message.sessionId);
      else if (message.kind === "user") this.dropUser(message.userId);
    });
    bus.onResync(() => this.entries.clear());
  }

  get(sessionId: string, now: number): AuthUser | undefined {
    const hit = this.entries.get(sessionId);
    if (!hit) return undefined;
    if (hit.until > now && hit.sessionExpires > now && this.bus.live) return hit.user;
    this.entries.delete(sessionId);
    return undefined;
  }

  set(user: AuthUser, sessionExpires: Date, now: number) {
    if (this.ttlMs <= 0 || !this.bus.live) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(user.sessionId, { user, sessionExpires: sessionExpires.getTime(), until: now + this.ttlMs });
  }

  /** After a session is revoked (sign-out); resolves once every process has been told. */
  forgetSession(sessionId: string): Promise<void> {
    this.dropSession(sessionId);
    return this.bus.publish({ kind: "session", sessionId });
  }

  /**
   * After any change to the user's row or sessions (profile, role, password, sign-out everywhere, disabled,
   * deleted); resolves once every process has been told.
   */
  forgetUser(userId: string): Promise<void> {
    this.dropUser(userId);
    return this.bus.publish({ kind: "user", userId });
  }

  private dropSession(sessionId: string) {
    this.entries.delete(sessionId);
  }

  private dropUser(userId: string) {
    for (const [sessionId, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(sessionId);
  }
}

/** A 401 with the spec's words. */
export const tokenRejected = (message: string) => new HttpError(401, "invalid_token", message);

/**
 * Reads the bearer token of every request: a valid token bound to a live session
 * sets request.user; an invalid, expired or revoked one answers 401; no token leaves it null.
 */
export const authPlugin = fp<{ db: Db; signer: TokenSigner; sessionCache: SessionCache }>(
  async (app: FastifyInstance, { db, signer, sessionCache }) => {
    app.decorateRequest("user", null);
    const authenticate = async (token: string): Promise<AuthUser> => {
      const claims = await signer.verify(token);
      if (typeof claims === "string") throw tokenRejected(claims);
      const now = Date.now();
      const cached = sessionCache.get(claims.sessionId, now);
      if (cached && cached.id === claims.userId) return cached;
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
  },
);

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
