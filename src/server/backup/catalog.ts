import { sql } from "drizzle-orm";
import { rowsOf, type Db, type Tx } from "#server/db/client.ts";

type Executor = Db | Tx;

/** The app's tables (schema public), by name. */
export async function listTables(db: Executor): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' order by c.relname`),
  );
  return rows.map((r) => r.name);
}

/** The app's sequences with their state, as setval() takes it back. */
export async function readSequences(db: Executor): Promise<{ name: string; lastValue: string; isCalled: boolean }[]> {
  const names = rowsOf<{ name: string }>(
    await db.execute(sql`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'S' order by c.relname`),
  ).map((r) => r.name);
  const sequences = [];
  for (const name of names) {
    const [row] = rowsOf<{ last_value: string; is_called: boolean }>(
      await db.execute(sql`select last_value::text as last_value, is_called from ${sql.identifier(name)}`),
    );
    sequences.push({ name, lastValue: row!.last_value, isCalled: row!.is_called });
  }
  return sequences;
}

/** Columns a row can be inserted with (generated columns are computed again). */
export async function insertableColumns(db: Executor, table: string): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`
      select attname as name from pg_attribute
      where attrelid = ${`public.${table}`}::regclass and attnum > 0 and not attisdropped and attgenerated = ''
      order by attnum`),
  );
  return rows.map((r) => r.name);
}

/** Foreign keys between the app's tables: each child with the parents it refers to. */
export async function foreignKeys(db: Executor): Promise<{ child: string; parent: string }[]> {
  return rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`
      select c.relname as child, p.relname as parent
      from pg_constraint k
      join pg_class c on c.oid = k.conrelid join pg_namespace cn on cn.oid = c.relnamespace
      join pg_class p on p.oid = k.confrelid
      where k.contype = 'f' and cn.nspname = 'public'`),
  );
}

/** Tables ordered so that every table comes after the tables it refers to. */
export function parentsFirst(tables: string[], keys: { child: string; parent: string }[]): string[] {
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (placed.has(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const key of keys) if (key.child === table && key.parent !== table) visit(key.parent);
    visiting.delete(table);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}

/** The migrations applied to the database (drizzle's journal), oldest first. */
export async function appliedMigrations(db: Executor): Promise<string[]> {
  const [journal] = rowsOf<{ exists: boolean }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`),
  );
  if (!journal?.exists) return [];
  const rows = rowsOf<{ hash: string }>(
    await db.execute(sql`select hash from drizzle.__drizzle_migrations order by created_at, id`),
  );
  return rows.map((r) => r.hash);
}
