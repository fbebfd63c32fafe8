import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { AuthSessionResponse } from "#contracts/auth.ts";
import type { Role } from "#contracts/constants.ts";
import type { Db } from "#server/db/client.ts";
import { hashPassword } from "#server/modules/auth/password.ts";
import { insertUser, type UserRow } from "#server/modules/users/users.repository.ts";

export interface UserOverrides {
  email?: string;
  password?: string;
  firstname?: string;
  lastname?: string;
  role?: Role;
}

export const DEFAULT_TEST_PASSWORD = "correct horse battery";

/** A unique, valid e-mail address for a test user. */
export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomBytes(5).toString("hex")}@example.test`;
}

/** Inserts a user with an argon2id-hashed password; answers the row and the plain password. */
export async function createUser(db: Db, overrides: UserOverrides = {}): Promise<UserRow & { password: string }> {
  const password = overrides.password ?? DEFAULT_TEST_PASSWORD;
  const row = await insertUser(db, {
    email: overrides.email ?? uniqueEmail(overrides.role ?? "user"),
    passwordHash: await hashPassword(password),
    firstname: overrides.firstname ?? "Ada",
    lastname: overrides.lastname ?? "Lovelace",
    role: overrides.role ?? "user",
  });
  return { ...row, password };
}

/** A random private client address, so that tests signing in many users stay clear of the per-IP limit. */
export function randomClientIp(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${Math.max(1, c ?? 1)}`;
}

/** Signs in through the API (from a random client address) and answers the whole sign-in response. */
export async function signInResponse(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<AuthSessionResponse> {
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/signin",
    payload: { email, password },
    remoteAddress: randomClientIp(),
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json<AuthSessionResponse>();
}

/** Signs in through the API and answers the bearer token. */
export async function signIn(app: FastifyInstance, email: string, password: string): Promise<string> {
  return (await signInResponse(app, email, password)).session.access_token;
}

/** A signed-in test user: the row, its password, a bearer token and the header that carries it. */
export interface SignedInUser {
  user: UserRow & { password: string };
  token: string;
  headers: { authorization: string };
}

/** Creates a user in the database and signs it in through the API. */
export async function createSignedInUser(
  app: FastifyInstance,
  db: Db,
  overrides: UserOverrides = {},
): Promise<SignedInUser> {
  const user = await createUser(db, overrides);
  const token = await signIn(app, user.email, user.password);
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}
