import { randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client.ts";
import { users } from "#server/db/schema/index.ts";
import { hashPassword, verifyPassword, type ErrorLogger } from "#server/modules/auth/auth.public.ts";

export const FIRST_RUN_ADMIN_EMAIL = "admin@echoes.local";

/**
 * `refused`: an account with that address exists, is not an admin, and the configured password does not sign in to
 * it. Anyone may register any address (sign-up sends no confirmation), so promoting it would hand the admin seat to
 * whoever registered it first.
 */
export type AdminOutcome = "created" | "promoted" | "unchanged" | "refused";

/** The log line start-up prints when it refuses to promote, saying why and what the operator can do. */
export function refusedPromotionMessage(email: string): string {
  return (
    `ADMIN_EMAIL ${email} belongs to an existing member account whose password is not ADMIN_PASSWORD, so it was ` +
    `not made an admin (anyone can register an address). If the account is yours, sign in with its own password ` +
    `or check it, then run: npm run admin -- promote ${email}`
  );
}

/**
 * Start-up's admin: creates the account as admin with `password`; an existing admin is left as it is (re-enabled if
 * an admin disabled it: this is the operator's way back in); an existing member is promoted only when `password`
 * signs in to it.
 */
export function ensureAdmin(db: Db, email: string, password: string, log: ErrorLogger): Promise<AdminOutcome> {
  return db.transaction(async (tx) => {
    await lockAdminBootstrap(tx);
    const existing = await findAccount(tx, email);
    if (!existing) {
      await insertAdmin(tx, email, password);
      return "created";
    }
    if (existing.role !== "admin" && !(await verifyPassword(existing.passwordHash, password, log))) return "refused";
    return makeActiveAdmin(tx, existing);
  });
}

/** The operator's explicit promotion (`npm run admin -- promote`): makes an existing account an active admin. */
export function promoteAdmin(db: Db, email: string): Promise<AdminOutcome | "missing"> {
  return db.transaction(async (tx) => {
    await lockAdminBootstrap(tx);
    const existing = await findAccount(tx, email);
    return existing ? makeActiveAdmin(tx, existing) : "missing";
  });
}

/** Creates a new admin account; answers false when the address is taken (nothing is changed then). */
export function createAdmin(db: Db, email: string, password: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockAdminBootstrap(tx);
    if (await findAccount(tx, email)) return false;
    await insertAdmin(tx, email, password);
    return true;
  });
}

/** Processes starting together on one database bootstrap the admin one after the other. */
async function lockAdminBootstrap(tx: Tx) {
  await tx.execute(sql`select pg_advisory_xact_lock(4242003)`);
}

const normalize = (email: string) => email.trim().toLowerCase();

async function findAccount(tx: Tx, email: string) {
  const [row] = await tx
    .select({ id: users.id, role: users.role, disabledAt: users.disabledAt, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalize(email)));
  return row;
}

async function makeActiveAdmin(
  tx: Tx,
  account: { id: string; role: string; disabledAt: Date | null },
): Promise<"promoted" | "unchanged"> {
  if (account.role === "admin" && !account.disabledAt) return "unchanged";
  await tx
    .update(users)
    .set({ role: "admin", disabledAt: null, updatedAt: new Date() })
    .where(eq(users.id, account.id));
  return "promoted";
}

async function insertAdmin(tx: Tx, email: string, password: string) {
  await tx.insert(users).values({
    email: normalize(email),
    passwordHash: await hashPassword(password),
    firstname: "Echoes",
    lastname: "Admin",
    role: "admin",
  });
}

/** With no admin at all, creates one with a generated password and returns its credentials (once). */
export function ensureFirstRunAdmin(db: Db): Promise<{ email: string; password: string } | undefined> {
  return db.transaction(async (tx) => {
    await lockAdminBootstrap(tx);
    const [admin] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, "admin"), isNull(users.disabledAt)))
      .limit(1);
    if (admin) return undefined;
    const password = randomBytes(12).toString("base64url");
    // An account someone registered under the first-run address is never trusted with the seat: take another.
    const email = (await findAccount(tx, FIRST_RUN_ADMIN_EMAIL))
      ? `admin-${randomBytes(4).toString("hex")}@echoes.local`
      : FIRST_RUN_ADMIN_EMAIL;
    await insertAdmin(tx, email, password);
    return { email, password };
  });
}
