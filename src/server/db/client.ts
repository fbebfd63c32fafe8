import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema/index.ts";
import { lockDataDir } from "./data-dir-lock.ts";
import { planStatementsOnce } from "./planned.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Rows of a raw query, whichever driver ran it (node-postgres and PGlite both answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * PGlite only: runs `COPY … FROM '/dev/blob'` with `data` as the input — the fastest bulk load there, where
   * every statement runs on the app's own thread.
   */
  copyFrom?(statement: string, data: string): Promise<void>;
}

/** `Database.copyFrom` for a PGlite client. */
export function pgliteCopyFrom(client: {
  query(sql: string, params: unknown[], options: { blob: Blob }): Promise<unknown>;
}): NonNullable<Database["copyFrom"]> {
  return async (statement, data) => {
    await client.query(statement, [], { blob: new Blob([data]) });
  };
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** How many migrations this code expects to have been applied (its journal's entries). */
export function expectedMigrationCount(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** How many migrations the database has recorded as applied (0 before the first run). */
export async function appliedMigrationCount(db: Db): Promise<number> {
  const table = await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!rowsOf<{ present: boolean }>(table)[0]?.present) return 0;
  const result = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  /**
   * PostgreSQL: a pooled connection broke while idle (the server restarted, the network dropped). The pool
   * discards it and connects afresh on the next query; without a listener the error would end the process.
   */
  onConnectionError?: (err: Error) => void;
}

/** PostgreSQL when a URL is given, else embedded PGlite under dataDir (or in memory with `memory://`). */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.onConnectionError);
  return openPglite(options.dataDir);
}

/**
 * Pool settings for a database that may go away. A new connection that takes longer than this fails (503)
 * instead of making the request wait, and TCP keep-alive notices a silently dead connection.
 */
export const POSTGRES_POOL_SETTINGS = {
  max: 10,
  connectionTimeoutMillis: 2_000,
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
  idleTimeoutMillis: 30_000,
} as const;

async function openPostgres(url: string, onConnectionError?: (err: Error) => void): Promise<Database> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new pg.Pool({ connectionString: url, ...POSTGRES_POOL_SETTINGS });
  pool.on("error", (err) => onConnectionError?.(err));
  const db = drizzle(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    migrate: () => migrateAlone(pool, () => migrate(drizzle(pool, { schema }), { migrationsFolder })),
    close: () => pool.end(),
  };
}

/** Serialises migrations of processes starting together on one PostgreSQL database (the lock's own key). */
const MIGRATION_LOCK = 4242002;

async function migrateAlone(
  pool: { connect(): Promise<{ query(sql: string): Promise<unknown>; release(): void }> },
  run: () => Promise<void>,
) {
  const client = await pool.connect();
  try {
    await client.query(`select pg_advisory_lock(${MIGRATION_LOCK})`);
    try {
      await run();
    } finally {
      await client.query(`select pg_advisory_unlock(${MIGRATION_LOCK})`);
    }
  } finally {
    client.release();
  }
}

/**
 * PGlite's buffer pool lives in the app process and is all touched at start: PostgreSQL's default of 128 MB
 * would be a third of the server's memory. The data files stay in the operating system's page cache, so a
 * smaller pool costs little.
 */
const PGLITE_SHARED_BUFFERS = "16MB";

function pgliteStartParams(PGlite: unknown): { startParams?: string[] } {
  const defaults = (PGlite as { defaultStartParams?: unknown }).defaultStartParams;
  if (!Array.isArray(defaults)) return {};
  return { startParams: [...(defaults as string[]), "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`] };
}

async function openPglite(dataDir: string): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  let location: string | undefined;
  let unlock = () => {};
  if (dataDir !== "memory://") {
    location = path.join(dataDir, "db");
    fs.mkdirSync(location, { recursive: true });
    unlock = lockDataDir(path.join(dataDir, "db.lock"), location);
  }
  let client;
  try {
    client = await PGlite.create(location, { extensions: { pg_trgm }, ...pgliteStartParams(PGlite) });
  } catch (err) {
    unlock();
    throw err;
  }
  const pgliteDb = drizzle(client, { schema });
  planStatementsOnce(pgliteDb);
  return {
    db: pgliteDb as unknown as Db,
    kind: "pglite",
    migrate: () => migrate(pgliteDb, { migrationsFolder }),
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
    copyFrom: pgliteCopyFrom(client),
  };
}
