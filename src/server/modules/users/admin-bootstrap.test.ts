import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#server/db/schema/index.ts";
import { hashPassword, verifyPassword } from "#server/modules/auth/password.ts";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "#tests/helpers/test-database.ts";
import { ensureAdmin, ensureFirstRunAdmin, promoteAdmin, refusedPromotionMessage } from "./admin-bootstrap.ts";

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

  describe("ensureAdmin (start-up's ADMIN_EMAIL and ADMIN_PASSWORD)", () => {
    it("creates a missing account as admin, with a normalised e-mail", async () => {
      expect(await ensureAdmin(database.db, "  Boss@Example.com ", "admin-password-123", log)).toBe("created");
      const row = await findUser("boss@example.com");
      expect(row?.role).toBe("admin");
      expect(await verifyPassword(row?.passwordHash ?? "", "admin-password-123", log)).toBe(true);
    });

    it("leaves an existing admin (and the password) unchanged, whatever the e-mail's case", async () => {
      const before = await findUser("boss@example.com");
      expect(await ensureAdmin(database.db, "BOSS@example.com", "another-password-456", log)).toBe("unchanged");
      const after = await findUser("boss@example.com");
      expect(after?.passwordHash).toBe(before?.passwordHash);
    });

    it("refuses to promote a member whose password is not ADMIN_PASSWORD, and changes nothing", async () => {
      await database.db.insert(users).values({
        email: "ops@example.com",
        passwordHash: await hashPassword("attacker-password"),
        firstname: "Not",
        lastname: "Ops",
      });
      const before = await findUser("ops@example.com");
      expect(await ensureAdmin(database.db, "ops@example.com", "operator-password", log)).toBe("refused");
      expect(await findUser("ops@example.com")).toEqual(before);
    });

    it("promotes a member when ADMIN_PASSWORD signs in to it", async () => {
      await database.db.insert(users).values({
        email: "member@example.com",
        passwordHash: await hashPassword("the-same-password"),
        firstname: "Mem",
        lastname: "Ber",
      });
      expect(await ensureAdmin(database.db, "member@example.com", "the-same-password", log)).toBe("promoted");
      expect((await findUser("member@example.com"))?.role).toBe("admin");
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
      expect(await ensureAdmin(database.db, "locked-out@example.com", "operator-password", log)).toBe("promoted");
      expect(await findUser("locked-out@example.com")).toMatchObject({ role: "admin", disabledAt: null });
      expect(await ensureAdmin(database.db, "locked-out@example.com", "operator-password", log)).toBe("unchanged");
    });

    it("the refusal's log line says why and what to do", () => {
      expect(refusedPromotionMessage("ops@example.com")).toMatch(
        /not made an admin.*npm run admin -- promote ops@example\.com/,
      );
    });
  });

  describe("promoteAdmin (npm run admin -- promote)", () => {
    it("promotes an existing account and keeps its password; reports a missing one", async () => {
      await database.db.insert(users).values({
        email: "second@example.com",
        passwordHash: "kept-hash",
        firstname: "Sec",
        lastname: "Ond",
      });
      expect(await promoteAdmin(database.db, "Second@example.com")).toBe("promoted");
      expect(await findUser("second@example.com")).toMatchObject({ role: "admin", passwordHash: "kept-hash" });
      expect(await promoteAdmin(database.db, "nobody@example.com")).toBe("missing");
      expect(await findUser("nobody@example.com")).toBeUndefined();
    });
  });
});
