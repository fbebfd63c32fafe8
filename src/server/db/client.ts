import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import * as schema from "./schema/index.ts";
import { lockDataDir } from "./data-dir-lock.ts";
import { openPgliteThread } from "./pglite-thread.ts";
import { planStatementsOnce } from "./planned.ts";
import type { PGlite } from "@electric-sql/pglite";

import type { Db } from "./db-types.ts";

export type { Db, Tx } from "./db-types.ts";

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
   * The database for reads whose cost a caller steers (list filters, search): on PostgreSQL a small pool of its own
   * whose statements are cancelled after `statementTimeoutMs` (SQLSTATE 57014); on PGlite the database itself —
   * its single-threaded engine cannot cancel a running statement, so the input bounds of the list contract keep
   * those reads cheap there.
   */
  budgeted(statementTimeoutMs: number): Db;
  /**
   * PGlite only: runs `COPY … FROM '/dev/blob'` with `data` as the input — the fastest bulk load there.
   */
  copyFrom?(statement: string, data: string): Promise<void>;
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
  const budgetedPools = new Map<number, { pool: InstanceType<typeof pg.Pool>; db: Db }>();
  return {
    db,
    kind: "postgres",
    migrate: () => migrateAlone(pool, () => migrate(drizzle(pool, { schema }), { migrationsFolder })),
    budgeted(statementTimeoutMs) {
      let budgeted = budgetedPools.get(statementTimeoutMs);
      if (!budgeted) {
        const settings = { ...POSTGRES_POOL_SETTINGS, max: BUDGETED_POOL_SIZE, statement_timeout: statementTimeoutMs };
        const readPool = new pg.Pool({ connectionString: url, ...settings });
        readPool.on("error", (err) => onConnectionError?.(err));
        budgeted = { pool: readPool, db: drizzle(readPool, { schema }) as unknown as Db };
        budgetedPools.set(statementTimeoutMs, budgeted);
      }
      return budgeted.db;
    },
    close: async () => {
      await Promise.all([pool.end(), ...[...budgetedPools.values()].map((b) => b.pool.end())]);
    },
  };
}

/**
 * Connections for caller-steered reads: at most this many such statements run at once, so a flood of them queues
 * here instead of taking every connection from writes and other reads.
 */
const BUDGETED_POOL_SIZE = 4;

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
const PGLITE_SETTINGS: [string, string][] = [["shared_buffers", "16MB"]];

async function openPglite(dataDir: string): Promise<Database> {
  if (dataDir === "memory://") return openPgliteDatabase({});
  const location = path.join(dataDir, "db");
  fs.mkdirSync(location, { recursive: true });
  const unlock = lockDataDir(path.join(dataDir, "db.lock"), location);
  try {
    return await openPgliteDatabase({ location, onClose: unlock });
  } catch (err) {
    unlock();
    throw err;
  }
}

/** PGlite on its own thread (pglite-thread.ts): in `location`, or in memory, optionally from a `dumpDataDir` tarball. */
export async function openPgliteDatabase(options: {
  location?: string;
  dump?: Uint8Array;
  onClose?: () => void;
}): Promise<Database & { dumpDataDir(): Promise<Uint8Array> }> {
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const client = await openPgliteThread({ location: options.location, dump: options.dump, settings: PGLITE_SETTINGS });
  // drizzle's PGlite driver asks only for `query` and `transaction`, which the thread's client answers.
  const pgliteDb = drizzle(client as unknown as PGlite, { schema });
  planStatementsOnce(pgliteDb, client);
  return {
    db: pgliteDb as unknown as Db,
    kind: "pglite",
    migrate: () => migrate(pgliteDb, { migrationsFolder }),
    budgeted: () => pgliteDb,
    close: async () => {
      try {
        await client.close();
      } finally {
        options.onClose?.();
      }
    },
    copyFrom: (statement, data) => client.copyFrom(statement, data),
    dumpDataDir: () => client.dumpDataDir(),
  };
}
