import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/client.ts";
import { createUser } from "#tests/factories/users.ts";
import { prepareSeededDataDir, startServerProcess, type ServerProcess } from "#tests/helpers/server-process.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { ensureAdmin, ensureFirstRunAdmin, refusedPromotionMessage } from "./admin-bootstrap.ts";

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

/** The same attack against the real server: it starts, leaves the account a member and says why in its log. */
describe("the server started with ADMIN_EMAIL of a stranger's account", () => {
  let dataDir: string;
  let server: ServerProcess | undefined;
  afterEach(() => {
    server?.child.kill("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("refuses the promotion with one warning that says why and what to do", async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "echoes-admin-seat-"));
    await prepareSeededDataDir(dataDir);
    const database = await openDatabase({ dataDir });
    await createUser(database.db, { email: "ops@example.com", password: "attacker-password" });
    await database.close();

    server = await startServerProcess({
      DATA_DIR: dataDir,
      CLIENT_DIR: path.join(dataDir, "no-client"),
      ADMIN_EMAIL: "ops@example.com",
      ADMIN_PASSWORD: "operator-password",
    });
    const warnings = server
      .output()
      .split("\n")
      .filter((line) => line.includes(refusedPromotionMessage("ops@example.com")));
    expect(warnings, server.output()).toHaveLength(1);
    expect(warnings[0]).toContain("npm run admin -- promote ops@example.com");

    const signIn = (password: string) =>
      fetch(`${server!.url}/api/auth/signin`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "ops@example.com", password }),
      });
    const attacker = await signIn("attacker-password");
    expect(attacker.status).toBe(200);
    expect(((await attacker.json()) as { user: { user_metadata: { role: string } } }).user.user_metadata.role).toBe(
      "user",
    );
    expect((await signIn("operator-password")).status).toBe(401);
  });
});
