import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";
import { SESSION_SECONDS } from "#contracts/constants.ts";

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

export type TokenProblem = "Invalid token" | "token is expired";

/** JWT_SECRET when configured; otherwise a random secret generated once and kept in DATA_DIR. */
export function loadSigningSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, "jwt-secret");
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(48).toString("base64url"), { mode: 0o600, flag: "wx" });
  }
  return new TextEncoder().encode(fs.readFileSync(file, "utf8").trim());
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
