import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type Database } from "#server/db/client.ts";

export type DatabaseKind = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server we may create databases on. */
export const DATABASE_KINDS: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export interface TestDatabase extends Database {
  /** Closes and, on PostgreSQL, drops the per-run database. */
  destroy(): Promise<void>;
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** A fresh, migrated database: in-memory PGlite, or a new PostgreSQL database dropped afterwards. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === "pglite") {
    const database = await openDatabase({ dataDir: "memory://" });
    await database.migrate();
    return { ...database, destroy: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `echoes_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: withDatabaseName(adminUrl, name), dataDir: "unused" });
  await database.migrate();
  return {
    ...database,
    async destroy() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
