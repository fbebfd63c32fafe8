import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db } from "./client.ts";

/**
 * Hot statements on PGlite, planned once. PGlite parses and plans every statement on the app's own thread, and for a
 * statement of several CTEs (an engagement toggle) planning costs more than running it. Here the statement is
 * `PREPARE`d under a name the first time its text is seen and then `EXECUTE`d with its parameters written as
 * literals (PGlite's `EXECUTE` takes no bound parameters). On PostgreSQL the statement simply runs: its planning
 * happens in the database's own processes.
 */
const dialect = new PgDialect();
const MAX_STATEMENTS = 200;

interface Planned {
  names: Map<string, string>;
}
const plannedByDb = new WeakMap<Db, Planned>();

/** Marks `db` as one whose statements may be planned once (PGlite's single connection; see `openDatabase`). */
export function planStatementsOnce(db: Db) {
  plannedByDb.set(db, { names: new Map() });
}

/** Runs `query` like `db.execute(query)`, from a plan made once per statement text where the database allows it. */
export async function executePlanned(db: Db, query: SQL): Promise<unknown> {
  const planned = plannedByDb.get(db);
  if (!planned) return db.execute(query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const literals = params.map(literal);
  if (literals.includes(undefined)) return db.execute(query);
  let name = planned.names.get(text);
  if (!name) {
    if (planned.names.size >= MAX_STATEMENTS) return db.execute(query);
    name = `planned_${planned.names.size + 1}`;
    await db.execute(sql.raw(`prepare ${name} as ${text}`));
    planned.names.set(text, name);
  }
  return db.execute(sql.raw(params.length ? `execute ${name}(${literals.join(", ")})` : `execute ${name}`));
}

/** A parameter as an SQL literal (standard-conforming strings), or undefined for a kind not written this way. */
function literal(value: unknown): string | undefined {
  if (value === null) return "null";
  if (typeof value === "string") return value.includes("\0") ? undefined : `'${value.replaceAll("'", "''")}'`;
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === "boolean") return value ? "true" : "false";
  if (value instanceof Date) return `'${value.toISOString()}'`;
  return undefined;
}
