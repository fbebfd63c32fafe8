import fs from "node:fs";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, openPgliteDatabase, type Database } from "#server/db/client.ts";

export type DatabaseKind = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server we may create databases on. */
export const DATABASE_KINDS: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

/** Migrated (and seeded) starting points made once per run by tests/helpers/global-setup.ts. */
export interface DatabaseTemplates {
  pgliteEmpty?: string;
  pgliteSeeded?: string;
  postgresEmpty?: string;
  postgresSeeded?: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

export interface TestDatabase extends Database {
  /** Closes and, on PostgreSQL, drops the per-run database. */
  destroy(): Promise<void>;
  /** Whether the demo quotes are already in (it started from the seeded template). */
  seeded: boolean;
  /** PostgreSQL only: the per-run database's URL (for app processes started by the test). */
  url?: string;
}

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

function templates(): DatabaseTemplates {
  try {
    return inject("databaseTemplates") ?? {};
  } catch {
    return {}; // outside a vitest worker, or without the global setup
  }
}

/**
 * A fresh, migrated database of its own: in-memory PGlite, or a new PostgreSQL database dropped afterwards.
 * With `seeded`, it already holds the demo quotes when the run's templates provide them (check `.seeded`).
 */
export async function createTestDatabase(
  kind: DatabaseKind,
  options: { seeded?: boolean } = {},
): Promise<TestDatabase> {
  const available = templates();
  if (kind === "pglite") {
    const template = options.seeded ? available.pgliteSeeded : available.pgliteEmpty;
    const database = template
      ? await openPgliteDatabase({ dump: fs.readFileSync(template) })
      : await openDatabase({ dataDir: "memory://" });
    await database.migrate();
    return { ...database, seeded: Boolean(options.seeded && template), destroy: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const template = options.seeded ? available.postgresSeeded : available.postgresEmpty;
  const name = `echoes_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = withDatabaseName(adminUrl, name);
  const database = await openDatabase({ databaseUrl: url, dataDir: "unused" });
  await database.migrate();
  return {
    ...database,
    url,
    seeded: Boolean(options.seeded && template),
    async destroy() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      // pool.end() resolves before its connections have finished closing; dropping WITH (FORCE) at once
      // would terminate them mid-goodbye and surface as an unhandled 57P01 error. Let them go first.
      for (let i = 0; i < 50; i++) {
        const { rows } = await cleanup.query<{ n: number }>(
          "select count(*)::int as n from pg_stat_activity where datname = $1",
          [name],
        );
        if ((rows[0]?.n ?? 0) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * A fresh PostgreSQL database (from the run's migrated template when there is one) that the test opens itself,
 * e.g. through a proxy or from a child process: its URL, and `drop()` once every connection to it is closed.
 */
export async function createPostgresDatabase(
  options: { seeded?: boolean; migrated?: boolean } = {},
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const available = templates();
  const template =
    options.migrated === false ? undefined : options.seeded ? available.postgresSeeded : available.postgresEmpty;
  const name = `echoes_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  return {
    name,
    url: withDatabaseName(adminUrl, name),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
