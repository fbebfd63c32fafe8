import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Role } from "#contracts/constants.ts";
import { hashPassword } from "#server/modules/auth/password.ts";
import { insertUser } from "#server/modules/users/users.repository.ts";

/**
 * A new account of `role` on an in-process app, signed in through the API: its id and bearer token. `name` is its
 * last name and the start of its e-mail ("Reviewer" → reviewer-…@bench.test).
 */
export async function signedInBenchUser(
  app: FastifyInstance,
  name: string,
  role?: Role,
): Promise<{ id: string; token: string }> {
  const email = `${name.toLowerCase()}-${randomBytes(4).toString("hex")}@bench.test`;
  const password = `bench-${name.toLowerCase()}-password`;
  const user = await insertUser(app.database.db, {
    email,
    passwordHash: await hashPassword(password),
    firstname: "Bench",
    lastname: name,
    ...(role ? { role } : {}),
  });
  const res = await app.inject({ method: "POST", url: "/api/auth/signin", payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in: ${res.statusCode} ${res.body}`);
  return { id: user.id, token: res.json<{ session: { access_token: string } }>().session.access_token };
}
