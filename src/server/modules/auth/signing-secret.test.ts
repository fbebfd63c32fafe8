import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appSecrets } from "#server/db/schema/index.ts";
import { createTestDatabase, type TestDatabase } from "#tests/helpers/test-database.ts";
import { loadSigningSecret } from "./tokens.ts";

const text = (secret: Uint8Array) => new TextDecoder().decode(secret);
const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "echoes-secret-"));

describe("token signing secret", () => {
  it("is JWT_SECRET when configured", async () => {
    const secret = await loadSigningSecret({ configured: "x".repeat(40), dataDir: tempDir() });
    expect(text(secret)).toBe("x".repeat(40));
  });

  it("without JWT_SECRET on PGlite: generated once into DATA_DIR/jwt-secret and read back on the next start", async () => {
    const dataDir = tempDir();
    const first = text(await loadSigningSecret({ configured: undefined, dataDir }));
    expect(first.length).toBeGreaterThanOrEqual(64);
    expect(fs.readFileSync(path.join(dataDir, "jwt-secret"), "utf8")).toBe(first);
    expect(text(await loadSigningSecret({ configured: undefined, dataDir }))).toBe(first);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("token signing secret on a shared PostgreSQL database", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("postgres");
  });
  afterAll(() => database.destroy());

  it("is generated once in the database: processes starting together agree, and nothing goes to DATA_DIR", async () => {
    const dirs = Array.from({ length: 6 }, tempDir);
    const secrets = await Promise.all(
      dirs.map(async (dataDir) =>
        text(await loadSigningSecret({ configured: undefined, dataDir, database: database.db })),
      ),
    );
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]!.length).toBeGreaterThanOrEqual(64);
    const rows = await database.db.select().from(appSecrets);
    expect(rows.map((r) => [r.name, r.value])).toEqual([["jwt", secrets[0]]]);
    for (const dataDir of dirs) expect(fs.existsSync(path.join(dataDir, "jwt-secret"))).toBe(false);
    // A later start reads the same one, whatever its DATA_DIR holds.
    const elsewhere = tempDir();
    fs.writeFileSync(path.join(elsewhere, "jwt-secret"), "a-different-secret-kept-by-an-earlier-single-process");
    expect(text(await loadSigningSecret({ configured: undefined, dataDir: elsewhere, database: database.db }))).toBe(
      secrets[0],
    );
  });

  it("adopts the secret an earlier single process kept in DATA_DIR when the database has none yet", async () => {
    await database.db.delete(appSecrets);
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, "jwt-secret"), "secret-from-an-earlier-single-process-0123456789\n");
    const adopted = text(await loadSigningSecret({ configured: undefined, dataDir, database: database.db }));
    expect(adopted).toBe("secret-from-an-earlier-single-process-0123456789");
    expect(text(await loadSigningSecret({ configured: undefined, dataDir: tempDir(), database: database.db }))).toBe(
      adopted,
    );
  });
});
