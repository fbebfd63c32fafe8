import { hash, verify } from "@node-rs/argon2";

// argon2id is the library's default algorithm; parameters follow OWASP's minimum (19 MiB, 2 passes).
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Where an unexpected verification failure is reported: a pino logger (Fastify's), or console in scripts. */
export interface ErrorLogger {
  error(details: object, message: string): void;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/**
 * Whether the password matches the stored hash. A hash argon2 cannot read (corrupt or of another format) also
 * answers false, so the caller treats it as a wrong password, but it is logged: it is a fault, not a guess.
 */
export async function verifyPassword(passwordHash: string, password: string, log: ErrorLogger): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch (err) {
    log.error({ err }, "password verification failed; answering as a wrong password");
    return false;
  }
}
