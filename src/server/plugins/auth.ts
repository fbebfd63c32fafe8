import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { can, type Permission } from "#contracts/permissions.ts";
import type { Role } from "#contracts/constants.ts";
import { LocalBus, type ClusterBus } from "#server/lib/cluster-bus.ts";
import { forbidden, HttpError, unauthorized } from "./errors.ts";

/** A signed-in user: the fields the API shows of a user, and the session the request came with. */
export interface AuthUser {
  id: string;
  email: string;
  firstname: string;
  lastname: string;
  role: Role;
  themeClass: string | null;
  customColor: string | null;
  sessionId: string;
}

/**
 * Who may call a route: `"user"` any signed-in user, or a permission of docs/product/accounts-and-roles.md (403 for a user without it).
 * Checked while the request is routed, before its body is read, parsed or validated: an anonymous or unauthorised
 * call is a 401/403 whatever it sends. Checks that need a row (the owner of a quote or list) stay in the services,
 * after validation, and answer 404/403.
 */
export type RouteAccess = "user" | Permission;

declare module "fastify" {
  interface FastifyContextConfig {
    /** A refused token makes the request anonymous instead of a 401 (analytics events: the token is optional). */
    lenientAuth?: boolean;
    /** Who may call the route (absent: everyone, signed in or not). */
    auth?: RouteAccess;
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

/** Whether `user` may call a route declaring `access`: undefined when allowed, else the 401/403 to answer. */
export function accessRefusal(access: RouteAccess | undefined, user: AuthUser | null): HttpError | undefined {
  if (access === undefined) return undefined;
  if (!user) return unauthorized();
  if (access !== "user" && !can(user.role, access)) return forbidden();
  return undefined;
}

/**
 * A route's OpenAPI security, derived from its `config.auth` (routes never declare it themselves): a route that
 * declares `auth` needs the bearer token and says who may call it as `x-access`; any other route takes the token
 * if it is sent (the caller's own state in the answer) and answers without it.
 */
export function documentRouteAccess<T extends { schema: object }>(
  config: { auth?: RouteAccess } | undefined,
  result: T,
): T {
  const access = config?.auth;
  if (access === undefined) return { ...result, schema: { ...result.schema, security: [{}, { bearerAuth: [] }] } };
  return { ...result, schema: { ...result.schema, security: [{ bearerAuth: [] }], "x-access": access } };
}

/** A 401 with the spec's words. */
export const tokenRejected = (message: string) => new HttpError(401, "invalid_token", message);

/**
 * The signed-in user a bearer token stands for: a valid token bound to a live session, else a 401 (`tokenRejected`).
 * The auth module provides it (modules/auth/session-lookup.ts).
 */
export type SessionLookup = (token: string) => Promise<AuthUser>;

/**
 * Reads the bearer token of every request: a valid token bound to a live session
 * sets request.user; an invalid, expired or revoked one answers 401; no token leaves it null.
 */
export const authPlugin = fp<{ authenticate: SessionLookup }>(async (app: FastifyInstance, { authenticate }) => {
  app.decorateRequest("user", null);
  // Anonymous requests (most of them) pass straight through, without a promise. The route's `auth` is enforced
  // here, in the first phase, so that refused calls never reach body parsing or validation.
  app.addHook("onRequest", (request, _reply, done) => {
    const access = request.routeOptions.config.auth;
    const token = request.url.startsWith("/api/") ? bearerToken(request) : undefined;
    if (!token) return done(accessRefusal(access, null));
    authenticate(token).then(
      (user) => {
        request.user = user;
        done(accessRefusal(access, user));
      },
      (err: unknown) =>
        request.routeOptions.config.lenientAuth ? done(accessRefusal(access, null)) : done(err as Error),
    );
  });
});

/** The signed-in user, or a 401 `Authentication required`. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, "unauthorized", "Authentication required");
  return request.user;
}

/** The signed-in user holding a permission of docs/product/accounts-and-roles.md, else 401/403. */
export function requirePermission(request: FastifyRequest, permission: Permission): AuthUser {
  const user = requireUser(request);
  if (!can(user.role, permission)) throw forbidden();
  return user;
}
