import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword, type ErrorLogger } from "./password.ts";

/** A logger that keeps what it is told. */
function recordingLogger() {
  const errors: { details: object; message: string }[] = [];
  const log: ErrorLogger = { error: (details, message) => errors.push({ details, message }) };
  return { log, errors };
}

describe("verifyPassword", () => {
  it("answers true for the password and false for another, logging nothing", async () => {
    const { log, errors } = recordingLogger();
    const stored = await hashPassword("correct horse");
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored, "correct horse", log)).toBe(true);
    expect(await verifyPassword(stored, "battery staple", log)).toBe(false);
    expect(errors).toEqual([]);
  });

  it("answers false for a hash argon2 cannot read, and logs the error", async () => {
    const stored = await hashPassword("correct horse");
    for (const corrupt of ["not a hash", stored.slice(0, 20), "$argon2id$v=19$m=19456,t=2,p=1$broken"]) {
      const { log, errors } = recordingLogger();
      expect(await verifyPassword(corrupt, "correct horse", log)).toBe(false);
      expect(errors).toHaveLength(1);
      expect(errors[0]?.message).toBe("password verification failed; answering as a wrong password");
      expect((errors[0]?.details as { err?: unknown }).err).toBeInstanceOf(Error);
    }
  });
});
