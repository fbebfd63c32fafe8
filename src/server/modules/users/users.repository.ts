import { eq, sql } from "drizzle-orm";
import type { AuthUser as AuthUserResponse } from "#contracts/auth.ts";
import type { Role } from "#contracts/constants.ts";
import type { Db, Tx } from "#server/db/client.ts";
import { users } from "#server/db/schema/index.ts";

export type UserRow = typeof users.$inferSelect;

/** The fields the API shows of a user. */
export interface PublicUserFields {
  id: string;
  email: string;
  firstname: string;
  lastname: string;
  role: Role;
  themeClass: string | null;
  customColor: string | null;
}

/** The columns of PublicUserFields, for selects that read them beside others. */
export const publicUserColumns = {
  id: users.id,
  email: users.email,
  firstname: users.firstname,
  lastname: users.lastname,
  role: users.role,
  themeClass: users.themeClass,
  customColor: users.customColor,
};

/** `{ id, email, user_metadata }` as GET /api/auth/user and the sign-in answer show a user. */
export function toAuthUser(user: PublicUserFields): AuthUserResponse {
  return {
    id: user.id,
    email: user.email,
    user_metadata: {
      firstname: user.firstname,
      lastname: user.lastname,
      name: `${user.firstname} ${user.lastname}`.trim(),
      role: user.role,
      themeClass: user.themeClass,
      customColor: user.customColor,
    },
  };
}

/** E-mails are stored trimmed and lower-cased; the lookup is case-insensitive anyway (unique index on lower(email)). */
export async function findUserByEmail(db: Db | Tx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return row;
}

export async function findUserById(db: Db | Tx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function insertUser(
  db: Db | Tx,
  values: { email: string; passwordHash: string; firstname: string; lastname: string; role?: Role },
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...values, email: values.email.trim().toLowerCase() })
    .returning();
  if (!row) throw new Error("insert into users returned no row");
  return row;
}

export async function updateUser(
  db: Db | Tx,
  id: string,
  changes: Partial<Pick<UserRow, "firstname" | "lastname" | "themeClass" | "customColor">>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}
