import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import {
  AUTH_MESSAGES,
  type AuthSessionResponse,
  type LoginBody,
  type MessageResponse,
  type RecoverBody,
  type ResetPasswordBody,
  type SignupBody,
} from "#contracts/auth.ts";
import { ADMIN_MEMBER_MESSAGES } from "#contracts/admin-members.ts";
import { SESSION_SECONDS } from "#contracts/constants.ts";
import type { Db, Tx } from "#server/db/client.ts";
import type { Mailer } from "#server/mail/mailer.ts";
import { passwordResetMail } from "#server/mail/templates/password-reset.ts";
import type { AuthUser, SessionCache } from "#server/plugins/auth.ts";
import { tokenRejected } from "#server/plugins/auth.ts";
import { conflict, HttpError } from "#server/plugins/errors.ts";
import { enforceLimit, tooManyAttempts, type CounterStore } from "#server/plugins/rate-limit.ts";
import { isUniqueViolation } from "#server/db/errors.ts";
import {
  findUserByEmail,
  findUserById,
  insertUser,
  toAuthUser,
  type PublicUserFields,
  type UserRow,
} from "#server/modules/users/users.public.ts";
import {
  clearFailedSignins,
  consumeReset,
  expireOtherResets,
  extendSession,
  findUsableReset,
  insertPasswordReset,
  insertSession,
  recordFailedSignin,
  recordSignin,
  revokeAllSessions,
  revokeSession,
  updatePasswordHash,
} from "./auth.repository.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import type { TokenSigner } from "./tokens.ts";

/** Failed sign-ins before an e-mail is locked, and for how long. */
export const SIGNIN_LOCK_THRESHOLD = 5;
export const SIGNIN_LOCK_MS = 15 * 60_000;
/** Per-e-mail limits, on top of the per-IP limit (RATE_LIMIT_AUTH_PER_MIN) of each route. */
export const SIGNIN_PER_EMAIL_PER_MIN = 10;
export const RECOVER_PER_EMAIL_PER_MIN = 5;
/** A reset link works once, within this time. */
export const RESET_TOKEN_TTL_MS = 60 * 60_000;

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

export interface AuthServiceDeps {
  db: Db;
  signer: TokenSigner;
  counters: CounterStore;
  mailer: Mailer;
  /** PUBLIC_URL without a trailing slash: reset links point here. */
  publicUrl: string;
  /** Without SMTP, also log each reset link (a development convenience; false in production). */
  logResetLinks?: boolean;
  log: FastifyBaseLogger;
  /** Forgets revoked sessions at once (see SessionCache). */
  sessionCache: SessionCache;
  now?: () => Date;
}

const invalidCredentials = () => new HttpError(401, "invalid_credentials", AUTH_MESSAGES.invalidCredentials);
const accountDisabled = () => new HttpError(403, "account_disabled", ADMIN_MEMBER_MESSAGES.accountDisabled);
const invalidResetToken = () => new HttpError(400, "invalid_reset_token", AUTH_MESSAGES.resetTokenInvalid);
const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

const keys = {
  signinPerEmail: (email: string) => `signin:email:${email}`,
  signinFailures: (email: string) => `signin:failures:${email}`,
  signinLock: (email: string) => `signin:lock:${email}`,
  recoverPerEmail: (email: string) => `recover:email:${email}`,
};

/**
 * The link of a recovery e-mail: always PUBLIC_URL/auth/callback?type=recovery&token=…. The client's `redirectTo`
 * is not followed: the token may only land on the callback page, which takes it out of the address bar before
 * analytics or anything else on the page can read it.
 */
export function recoveryLink(publicUrl: string, token: string): string {
  const target = new URL("auth/callback", `${publicUrl.replace(/\/+$/, "")}/`);
  target.searchParams.set("type", "recovery");
  target.searchParams.set("token", token);
  return target.toString();
}

/** Sign-up, sign-in, session extension and sign-out, password recovery. */
export class AuthService {
  private readonly background = new Set<Promise<void>>();
  private dummyHash: Promise<string> | undefined;

  constructor(private readonly deps: AuthServiceDeps) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /** A session row and its signed token (both expire SESSION_SECONDS from now). */
  private async openSession(db: Db | Tx, user: PublicUserFields, client: ClientInfo, message: string) {
    const sessionId = randomUUID();
    const { token, expiresAt } = await this.deps.signer.sign({ userId: user.id, sessionId }, this.now());
    await insertSession(db, { id: sessionId, userId: user.id, expiresAt, ip: client.ip, userAgent: client.userAgent });
    return this.sessionResponse(user, token, expiresAt, message);
  }

  private sessionResponse(
    user: PublicUserFields,
    token: string,
    expiresAt: Date,
    message: string,
  ): AuthSessionResponse {
    return {
      session: {
        access_token: token,
        token_type: "bearer",
        expires_in: SESSION_SECONDS,
        expires_at: Math.floor(expiresAt.getTime() / 1000),
      },
      user: toAuthUser(user),
      message,
    };
  }

  async signup(body: SignupBody, client: ClientInfo): Promise<AuthSessionResponse> {
    const taken = () => conflict(AUTH_MESSAGES.emailTaken, { email: AUTH_MESSAGES.emailTaken });
    if (await findUserByEmail(this.deps.db, body.email)) throw taken();
    const passwordHash = await hashPassword(body.password);
    try {
      return await this.deps.db.transaction(async (tx) => {
        const user = await insertUser(tx, {
          email: body.email,
          passwordHash,
          firstname: body.firstname,
          lastname: body.lastname,
        });
        return this.openSession(tx, user, client, AUTH_MESSAGES.accountCreated);
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw taken();
      throw err;
    }
  }

  /**
   * Unknown e-mail and wrong password answer alike (same message, an argon2 verification either way),
   * and so do locks: failures are counted per e-mail whether or not the account exists.
   */
  async signin(body: LoginBody, client: ClientInfo): Promise<AuthSessionResponse> {
    const { db, counters } = this.deps;
    const email = body.email;
    await enforceLimit(counters, keys.signinPerEmail(email), SIGNIN_PER_EMAIL_PER_MIN, 60_000);

    const user = await findUserByEmail(db, email);
    const now = this.now();
    const lockedForMs = Math.max(
      await counters.remaining(keys.signinLock(email)),
      user?.lockedUntil ? user.lockedUntil.getTime() - now.getTime() : 0,
    );
    if (lockedForMs > 0) throw tooManyAttempts(lockedForMs);

    const { log } = this.deps;
    const valid = user
      ? await verifyPassword(user.passwordHash, body.password, log.child({ userId: user.id }))
      : await verifyPassword(await this.dummyPasswordHash(), body.password, log).then(() => false);
    if (!user || !valid) {
      await this.recordFailure(email, user);
      throw invalidCredentials();
    }

    // Told only to someone who knows the password, so it reveals nothing to a guesser.
    if (user.disabledAt) throw accountDisabled();

    const response = await db.transaction(async (tx) => {
      if (user.failedSignins > 0 || user.lockedUntil) await clearFailedSignins(tx, user.id);
      await recordSignin(tx, user.id, now);
      return this.openSession(tx, user, client, AUTH_MESSAGES.signedIn);
    });
    await counters.clear(keys.signinFailures(email));
    return response;
  }

  private async recordFailure(email: string, user: UserRow | undefined) {
    const { counters, db } = this.deps;
    const { count } = await counters.hit(keys.signinFailures(email), SIGNIN_LOCK_MS);
    const locks = count >= SIGNIN_LOCK_THRESHOLD;
    if (locks) {
      await counters.hold(keys.signinLock(email), SIGNIN_LOCK_MS);
      await counters.clear(keys.signinFailures(email));
    }
    if (user) {
      const lockedUntil = locks ? new Date(this.now().getTime() + SIGNIN_LOCK_MS) : null;
      await recordFailedSignin(db, user.id, count, lockedUntil);
    }
  }

  /** A hash to verify against when the e-mail is unknown, so that both answers take an argon2 verification. */
  private dummyPasswordHash(): Promise<string> {
    this.dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
    return this.dummyHash;
  }

  /** GET /api/auth/me: a fresh token for the same session, whose expiry moves to an hour from now. */
  async extend(user: AuthUser): Promise<AuthSessionResponse> {
    const now = this.now();
    const { token, expiresAt } = await this.deps.signer.sign({ userId: user.id, sessionId: user.sessionId }, now);
    if (!(await extendSession(this.deps.db, user.sessionId, expiresAt, now))) throw tokenRejected("Invalid token");
    return this.sessionResponse(user, token, expiresAt, AUTH_MESSAGES.sessionExtended);
  }

  async signout(user: AuthUser): Promise<MessageResponse> {
    await revokeSession(this.deps.db, user.sessionId, this.now());
    await this.deps.sessionCache.forgetSession(user.sessionId);
    return { message: AUTH_MESSAGES.signedOut };
  }

  /**
   * Always the same answer, given before the account is even looked up: the lookup, the token and the
   * e-mail happen afterwards, so neither the body nor the response time tells whether the account exists.
   */
  async recover(body: RecoverBody): Promise<MessageResponse> {
    await enforceLimit(this.deps.counters, keys.recoverPerEmail(body.email), RECOVER_PER_EMAIL_PER_MIN, 60_000);
    // body.options.redirectTo (docs/api.md) is accepted and ignored: see recoveryLink.
    this.runInBackground(() => this.sendRecoveryMail(body.email));
    return { message: AUTH_MESSAGES.recoverySent };
  }

  private async sendRecoveryMail(email: string) {
    const { db, mailer, publicUrl, log } = this.deps;
    const user = await findUserByEmail(db, email);
    if (!user) return;
    const token = randomBytes(32).toString("base64url");
    const expiresAt = new Date(this.now().getTime() + RESET_TOKEN_TTL_MS);
    await insertPasswordReset(db, { userId: user.id, tokenHash: sha256(token), expiresAt });
    const link = recoveryLink(publicUrl, token);
    await mailer.send(
      passwordResetMail({
        to: user.email,
        firstname: user.firstname,
        link,
        publicUrl,
        expiresInMinutes: RESET_TOKEN_TTL_MS / 60_000,
      }),
    );
    // A development convenience only: without SMTP the link reaches the developer's terminal. Never in
    // production, and never when the mail really goes out.
    if (mailer.kind === "outbox" && this.deps.logResetLinks) {
      log.info({ to: user.email, link }, "development only (NODE_ENV is not production): password reset link");
    }
  }

  private runInBackground(task: () => Promise<void>) {
    const running: Promise<void> = task()
      .catch((err: unknown) => this.deps.log.error({ err }, "password recovery e-mail failed"))
      .finally(() => this.background.delete(running));
    this.background.add(running);
  }

  /** Resolves when the recovery e-mails under way are sent (app shutdown waits for it; so can tests). */
  async idle(): Promise<void> {
    while (this.background.size > 0) await Promise.allSettled([...this.background]);
  }

  /** Sets the new password from a reset link: the token works once; every session of the user is revoked. */
  async resetPassword(body: ResetPasswordBody): Promise<MessageResponse> {
    const { db, counters } = this.deps;
    const tokenHash = sha256(body.token);
    if (!(await findUsableReset(db, tokenHash, this.now()))) throw invalidResetToken();
    const passwordHash = await hashPassword(body.password);
    const now = this.now();
    const userId = await db.transaction(async (tx) => {
      const reset = await consumeReset(tx, tokenHash, now);
      if (!reset) throw invalidResetToken();
      await updatePasswordHash(tx, reset.userId, passwordHash, now);
      await revokeAllSessions(tx, reset.userId, now);
      await expireOtherResets(tx, reset.userId, now);
      return reset.userId;
    });
    await this.deps.sessionCache.forgetUser(userId);
    const user = await findUserById(db, userId);
    if (user) await counters.clear(keys.signinFailures(user.email), keys.signinLock(user.email));
    return { message: AUTH_MESSAGES.passwordReset };
  }
}
