import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Role } from "#contracts/constants.ts";
import type { Db } from "#server/db/client.ts";
import { sessions, users } from "#server/db/schema/index.ts";
import { TokenSigner } from "#server/modules/auth/tokens.ts";

/** Used only by the quote tests: a user row and a live session, without the cost of password hashing. */
export interface TestUser {
  id: string;
  role: Role;
  headers: { authorization: string };
}

export async function createTestUser(app: FastifyInstance, db: Db, role: Role = "user"): Promise<TestUser> {
  const [user] = await db
    .insert(users)
    .values({
      email: `${role}-${randomBytes(5).toString("hex")}@example.test`,
      passwordHash: "not-a-real-hash",
      firstname: "Test",
      lastname: role === "admin" ? "Admin" : "User",
      role,
    })
    .returning({ id: users.id });
  const [session] = await db
    .insert(sessions)
    .values({ userId: user!.id, expiresAt: new Date(Date.now() + 3600_000) })
    .returning({ id: sessions.id });
  const secret = app.config.JWT_SECRET;
  if (!secret) throw new Error("tests run with a JWT_SECRET");
  const signer = new TokenSigner(new TextEncoder().encode(secret));
  const { token } = await signer.sign({ userId: user!.id, sessionId: session!.id });
  return { id: user!.id, role, headers: { authorization: `Bearer ${token}` } };
}
