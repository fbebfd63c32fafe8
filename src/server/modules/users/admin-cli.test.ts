import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "#server/modules/auth/password.ts";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "#tests/helpers/test-database.ts";
import { createUser, uniqueEmail } from "#tests/factories/users.ts";
import { parseAdminArgs, runAdminCommand } from "./admin-cli.ts";
import { findUserByEmail } from "./users.repository.ts";

/** verifyPassword reports an unreadable hash to its logger; console.error fails the test. */
const log = console;

describe("parseAdminArgs", () => {
  it("reads create and promote with one e-mail, normalised", () => {
    expect(parseAdminArgs(["create", " Boss@Example.COM ", "--password", "longenough"])).toEqual({
      command: "create",
      email: "boss@example.com",
      password: "longenough",
    });
    expect(parseAdminArgs(["promote", "a@b.co"])).toEqual({ command: "promote", email: "a@b.co" });
  });

  it("refuses anything else with a reason", () => {
    expect(parseAdminArgs(["delete", "a@b.co"])).toEqual({ error: "Unknown command: delete" });
    expect(parseAdminArgs(["create"])).toEqual({ error: "create takes exactly one e-mail address" });
    expect(parseAdminArgs(["create", "not-an-email"])).toEqual({ error: "Not an e-mail address: not-an-email" });
    expect(parseAdminArgs(["promote", "a@b.co", "--password", "x"])).toHaveProperty("error");
    expect(parseAdminArgs(["create", "a@b.co", "--nope"])).toHaveProperty("error");
    expect(parseAdminArgs([])).toEqual({ error: "" });
  });
});

describe.each(DATABASE_KINDS)("npm run admin on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.destroy());

  const run = async (...args: [Parameters<typeof runAdminCommand>[1], string?]) => {
    const lines: string[] = [];
    const code = await runAdminCommand(database.db, args[0], {
      configuredPassword: args[1],
      print: (line) => lines.push(line),
    });
    return { code, lines };
  };

  it("create: makes an admin with the given password", async () => {
    const email = uniqueEmail("boss");
    const { code } = await run({ command: "create", email, password: "given password" });
    expect(code).toBe(0);
    const row = await findUserByEmail(database.db, email);
    expect(row?.role).toBe("admin");
    expect(await verifyPassword(row?.passwordHash ?? "", "given password", log)).toBe(true);
  });

  it("create: takes ADMIN_PASSWORD when no --password is given, else generates and prints one", async () => {
    const fromEnv = uniqueEmail("env");
    await run({ command: "create", email: fromEnv }, "password from env");
    expect(
      await verifyPassword((await findUserByEmail(database.db, fromEnv))?.passwordHash ?? "", "password from env", log),
    ).toBe(true);

    const generated = uniqueEmail("gen");
    const { code, lines } = await run({ command: "create", email: generated });
    expect(code).toBe(0);
    const password = /Generated password \(shown once\): (\S+)/.exec(lines.join("\n"))?.[1] ?? "";
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect(
      await verifyPassword((await findUserByEmail(database.db, generated))?.passwordHash ?? "", password, log),
    ).toBe(true);
  });

  it("create: refuses a short password, and an address that already has an account (nothing changes)", async () => {
    expect((await run({ command: "create", email: uniqueEmail(), password: "short" })).code).toBe(1);
    const user = await createUser(database.db);
    const { code, lines } = await run({ command: "create", email: user.email, password: "another password" });
    expect(code).toBe(1);
    expect(lines.join("\n")).toMatch(/already has an account.*npm run admin -- promote/);
    const row = await findUserByEmail(database.db, user.email);
    expect(row?.role).toBe("user");
    expect(await verifyPassword(row?.passwordHash ?? "", user.password, log)).toBe(true);
  });

  it("promote: makes an existing user admin, and fails for an unknown e-mail", async () => {
    const user = await createUser(database.db);
    expect((await run({ command: "promote", email: user.email })).code).toBe(0);
    expect((await findUserByEmail(database.db, user.email))?.role).toBe("admin");
    const again = await run({ command: "promote", email: user.email });
    expect(again.lines).toEqual([`${user.email} is already an admin.`]);
    const missing = await run({ command: "promote", email: uniqueEmail("missing") });
    expect(missing.code).toBe(1);
    expect(missing.lines[0]).toMatch(/^No account for /);
  });
});
