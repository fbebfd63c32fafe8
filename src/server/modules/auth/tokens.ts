import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";
import { eq } from "drizzle-orm";
import { SESSION_SECONDS } from "#contracts/constants.ts";
import type { Db } from "#server/db/client.ts";
import { appSecrets } from "#server/db/schema/index.ts";

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

export type TokenProblem = "Invalid token" | "token is expired";

const SECRET_NAME = "jwt";

function secretFile(dataDir: string) {
  return path.join(dataDir, "jwt-secret");
}

function readSecretFile(dataDir: string): string | undefined {
  const file = secretFile(dataDir);
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8").trim() || undefined : undefined;
}

const generateSecret = () => randomBytes(48).toString("base64url");

/**
 * The secret kept in the shared database: inserted if absent, then read, so processes starting together on an
 * empty database agree on the first one written. A secret an earlier single process kept in DATA_DIR becomes
 * the shared one, so its tokens stay valid.
 */
async function sharedSecret(db: Db, dataDir: string): Promise<string> {
  return db.transaction(async (tx) => {
    await tx
      .insert(appSecrets)
      .values({ name: SECRET_NAME, value: readSecretFile(dataDir) ?? generateSecret() })
      .onConflictDoNothing({ target: appSecrets.name });
    const [row] = await tx.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, SECRET_NAME));
    if (!row) throw new Error("The token signing secret could not be stored");
    return row.value;
  });
}

/**
 * The token signing secret: JWT_SECRET when configured; else, on a PostgreSQL database that other processes may
 * share, one generated once and kept in the database (every process reads the same); else (PGlite, owned by one
 * process) one generated once and kept in DATA_DIR.
 */
export async function loadSigningSecret(options: {
  configured: string | undefined;
  dataDir: string;
  /** The shared database, when there is one. */
  database?: Db;
}): Promise<Uint8Array> {
  const encode = (secret: string) => new TextEncoder().encode(secret);
  if (options.configured) return encode(options.configured);
  if (options.database) return encode(await sharedSecret(options.database, options.dataDir));
  const existing = readSecretFile(options.dataDir);
  if (existing) return encode(existing);
  fs.mkdirSync(options.dataDir, { recursive: true });
  try {
    fs.writeFileSync(secretFile(options.dataDir), generateSecret(), { mode: 0o600, flag: "wx" });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
  }
  return encode(readSecretFile(options.dataDir)!);
}

export class TokenSigner {
  constructor(private readonly secret: Uint8Array) {}

  /** A one-hour HS256 access token bound to a session row. */
  async sign(claims: AccessClaims, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    const expiresAt = new Date((issuedAt + SESSION_SECONDS) * 1000);
    const token = await new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(claims.userId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + SESSION_SECONDS)
      .setIssuer("echoes")
      .setAudience("echoes")
      .sign(this.secret);
    return { token, expiresAt };
  }

  async verify(token: string): Promise<AccessClaims | TokenProblem> {
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        algorithms: ["HS256"],
        issuer: "echoes",
        audience: "echoes",
      });
      if (typeof payload.sub !== "string" || typeof payload.sid !== "string") return "Invalid token";
      return { userId: payload.sub, sessionId: payload.sid };
    } catch (err) {
      return err instanceof errors.JWTExpired ? "token is expired" : "Invalid token";
    }
  }
}
