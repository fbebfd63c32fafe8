import { randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "#server/db/client.ts";
import { users } from "#server/db/schema/index.ts";
import { hashPassword } from "#server/modules/auth/password.ts";

export const FIRST_RUN_ADMIN_EMAIL = "admin@echoes.local";

export type AdminOutcome = "created" | "promoted" | "unchanged";

/**
 * Creates the account as admin, or promotes the existing one (re-enabling it if an admin disabled it: this is the
 * operator's way back in); an existing password is kept.
 */
export function ensureAdmin(db: Db, email: string, password: string | undefined): Promise<AdminOutcome> {
  return db.transaction(async (tx) => {
    await lockAdminBootstrap(tx);
    return ensureAdminIn(tx, email, password);
  });
}

/** Processes starting together on one database bootstrap the admin one after the other. */
async function lockAdminBootstrap(tx: Tx) {
  await tx.execute(sql`select pg_advisory_xact_lock(4242003)`);
}

async function ensureAdminIn(db: Tx, email: string, password: string | undefined): Promise<AdminOutcome> {
  const normalized = email.trim().toLowerCase();
  const [existing] = await db
    .select({ id: users.id, role: users.role, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalized));
  if (existing) {
    if (existing.role === "admin" && !existing.disabledAt) return "unchanged";
    await db
      .update(users)
      .set({ role: "admin", disabledAt: null, updatedAt: new Date() })
      .where(eq(users.id, existing.id));
    return "promoted";
  }
  if (!password) throw new Error(`No account for ${normalized}: a password is needed to create it`);
  await db.insert(users).values({
    email: normalized,
    passwordHash: await hashPassword(password),
    firstname: "Echoes",
    lastname: "Admin",
    role: "admin",
  });
  return "created";
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
    await ensureAdminIn(tx, FIRST_RUN_ADMIN_EMAIL, password);
    return { email: FIRST_RUN_ADMIN_EMAIL, password };
  });
}
