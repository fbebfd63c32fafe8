import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#server/db/schema/index.ts";
import { verifyPassword } from "#server/modules/auth/password.ts";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "#tests/helpers/test-database.ts";
import { ensureAdmin, ensureFirstRunAdmin } from "./admin-bootstrap.ts";

/** verifyPassword reports an unreadable hash to its logger; console.error fails the test. */
const log = console;

describe.each(DATABASE_KINDS)("admin bootstrap on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.destroy());

  const findUser = async (email: string) => {
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    return row;
  };
  const admins = () => database.db.select({ email: users.email }).from(users).where(eq(users.role, "admin"));

  describe("ensureFirstRunAdmin", () => {
    it("creates an admin with a generated password the first time, and returns its credentials", async () => {
      const credentials = await ensureFirstRunAdmin(database.db);
      expect(credentials?.email).toBe("admin@echoes.local");
      expect(credentials?.password.length).toBeGreaterThanOrEqual(12);
      const row = await findUser("admin@echoes.local");
      expect(row?.role).toBe("admin");
      expect(row?.passwordHash).not.toContain(credentials?.password);
      expect(await verifyPassword(row?.passwordHash ?? "", credentials?.password ?? "", log)).toBe(true);
    });

    it("returns nothing once an admin exists", async () => {
      expect(await ensureFirstRunAdmin(database.db)).toBeUndefined();
      expect(await admins()).toHaveLength(1);
    });
  });

  describe("ensureAdmin", () => {
    it("creates a missing account as admin, with a normalised e-mail", async () => {
      expect(await ensureAdmin(database.db, "  Boss@Example.com ", "admin-password-123")).toBe("created");
      const row = await findUser("boss@example.com");
      expect(row?.role).toBe("admin");
      expect(await verifyPassword(row?.passwordHash ?? "", "admin-password-123", log)).toBe(true);
    });

    it("leaves an existing admin (and the password) unchanged, whatever the e-mail's case", async () => {
      const before = await findUser("boss@example.com");
      expect(await ensureAdmin(database.db, "BOSS@example.com", "another-password-456")).toBe("unchanged");
      const after = await findUser("boss@example.com");
      expect(after?.passwordHash).toBe(before?.passwordHash);
    });

    it("promotes an existing user and keeps the password", async () => {
      await database.db.insert(users).values({
        email: "member@example.com",
        passwordHash: "kept-hash",
        firstname: "Mem",
        lastname: "Ber",
      });
      expect(await ensureAdmin(database.db, "member@example.com", "ignored-password-789")).toBe("promoted");
      const row = await findUser("member@example.com");
      expect(row?.role).toBe("admin");
      expect(row?.passwordHash).toBe("kept-hash");
    });

    it("promotes without a password, but cannot create without one", async () => {
      await database.db.insert(users).values({
        email: "second@example.com",
        passwordHash: "x",
        firstname: "Sec",
        lastname: "Ond",
      });
      expect(await ensureAdmin(database.db, "second@example.com", undefined)).toBe("promoted");
      await expect(ensureAdmin(database.db, "nobody@example.com", undefined)).rejects.toThrow(/password/);
      expect(await findUser("nobody@example.com")).toBeUndefined();
    });

    it("re-enables a disabled admin: the operator's way back in", async () => {
      await database.db.insert(users).values({
        email: "locked-out@example.com",
        passwordHash: "x",
        firstname: "Lock",
        lastname: "Out",
        role: "admin",
        disabledAt: new Date(),
      });
      expect(await ensureAdmin(database.db, "locked-out@example.com", undefined)).toBe("promoted");
      expect(await findUser("locked-out@example.com")).toMatchObject({ role: "admin", disabledAt: null });
      expect(await ensureAdmin(database.db, "locked-out@example.com", undefined)).toBe("unchanged");
    });
  });
});
