import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db } from "./db-types.ts";

/**
 * Hot statements on PGlite, planned once. PGlite parses and plans every statement on its thread, and for a statement
 * of several CTEs (an engagement toggle) planning costs more than running it. Here the statement becomes a named
 * prepared statement the first time its text is seen and then runs by name with its parameters bound (the
 * protocol's Bind: values never become SQL text). On PostgreSQL the statement simply runs: its planning happens in
 * the database's own processes.
 */
const dialect = new PgDialect();

/** What runs a statement from its plan (PGlite's thread: pglite-thread.ts). */
export interface StatementPlanner {
  planned(text: string, params: unknown[]): Promise<unknown>;
}

const plannerByDb = new WeakMap<Db, StatementPlanner>();

/** Marks `db` as one whose statements may be planned once (PGlite's single connection; see `openDatabase`). */
export function planStatementsOnce(db: Db, planner: StatementPlanner) {
  plannerByDb.set(db, planner);
}

/** Runs `query` like `db.execute(query)`, from a plan made once per statement text where the database allows it. */
export async function executePlanned(db: Db, query: SQL): Promise<unknown> {
  const planner = plannerByDb.get(db);
  if (!planner) return db.execute(query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  return planner.planned(text, params);
}
