import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { ensureAdmin, ensureFirstRunAdmin } from "./admin-bootstrap.ts";

const log = console;

/** A stranger registers the operator's address before the operator sets ADMIN_EMAIL; the seat must not follow. */
describe.each(DATABASE_KINDS)("admin seat against a pre-registered address on %s", (kind) => {
  let t: TestApp;
  afterEach(() => t.close());

  const signUp = (email: string, password: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { email, password, firstname: "Eve", lastname: "Stranger" },
    });
  const signIn = (email: string, password: string) =>
    t.app.inject({ method: "POST", url: "/api/auth/signin", payload: { email, password } });
  const roleOf = (res: Awaited<ReturnType<typeof signIn>>) =>
    res.json<{ user: { user_metadata: { role: string } } }>().user.user_metadata.role;

  it("ADMIN_EMAIL of a stranger's account leaves it a member; the operator's password opens nothing", async () => {
    t = await createTestApp(kind);
    expect((await signUp("ops@example.com", "attacker-password")).statusCode).toBe(201);

    expect(await ensureAdmin(t.database.db, "ops@example.com", "operator-password", log)).toBe("refused");

    const attacker = await signIn("ops@example.com", "attacker-password");
    expect(attacker.statusCode).toBe(200);
    expect(roleOf(attacker)).toBe("user");
    expect((await signIn("ops@example.com", "operator-password")).statusCode).toBe(401);
  });

  it("the operator's password signs in as admin to the account it created", async () => {
    t = await createTestApp(kind);
    expect(await ensureAdmin(t.database.db, "ops@example.com", "operator-password", log)).toBe("created");
    const operator = await signIn("ops@example.com", "operator-password");
    expect(operator.statusCode).toBe(200);
    expect(roleOf(operator)).toBe("admin");
    expect((await signUp("OPS@example.com", "attacker-password")).statusCode).toBe(409);
  });

  it("a stranger holding the first-run address does not get the generated admin seat", async () => {
    t = await createTestApp(kind);
    expect((await signUp("admin@echoes.local", "attacker-password")).statusCode).toBe(201);
    const generated = await ensureFirstRunAdmin(t.database.db);
    expect(generated?.email).not.toBe("admin@echoes.local");
    expect(roleOf(await signIn("admin@echoes.local", "attacker-password"))).toBe("user");
    const admin = await signIn(generated?.email ?? "", generated?.password ?? "");
    expect(roleOf(admin)).toBe("admin");
  });
});
