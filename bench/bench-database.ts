import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { sql } from "drizzle-orm";
import { openDatabase, type Database } from "#server/db/client.ts";

async function run(connectionString: string, statement: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh PostgreSQL database for one benchmark run, created through `adminUrl`: its name, its URL, and `drop()`
 * to remove it afterwards (connections still open are closed by force).
 */
export async function createBenchDatabase(adminUrl: string) {
  const name = `echoes_bench_${randomBytes(4).toString("hex")}`;
  await run(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => run(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Where one run of a bench keeps its data (see withBenchDatabase). */
export interface BenchPlace {
  dataDir: string;
  /** The fresh PostgreSQL database's URL, or "" on PGlite (in `dataDir`). */
  databaseUrl: string;
  open: () => Promise<Database>;
}

/**
 * Runs `run` on a fresh place for `kind` ("pglite" or "postgres", the latter created through `adminUrl`): a fresh
 * data directory, and on PostgreSQL a fresh database; both are removed afterwards, whatever happens.
 */
export async function withBenchDatabase(
  kind: string,
  adminUrl: string,
  run: (place: BenchPlace) => Promise<void>,
): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "echoes-bench-"));
  let dropDatabase: (() => Promise<void>) | undefined;
  try {
    let databaseUrl = "";
    if (kind === "postgres") {
      const created = await createBenchDatabase(adminUrl);
      databaseUrl = created.url;
      dropDatabase = created.drop;
    }
    await run({ dataDir, databaseUrl, open: () => openDatabase({ databaseUrl: databaseUrl || undefined, dataDir }) });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase?.();
  }
}

/**
 * `count` quotes in one statement (95% approved): varied text, authors, categories, tags, views and dates, no
 * reactions yet.
 */
export async function insertBenchQuotes(database: Database, count: number) {
  await database.db.execute(sql`
    insert into quotes (slug, url_slug, text, author, category, tags, status, views, reactions_count, created_at, updated_at)
    select 'bench-' || i, 'bench-' || i,
      'Quote number ' || i || ': ' || (array['courage grows in quiet rooms', 'the river keeps its own time',
        'kindness is a language everyone reads', 'every ending plants a beginning', 'light finds the smallest crack'])[1 + i % 5],
      (array['Ada Ellison', 'Mara Okafor', 'Jonas Moreau', 'Ines Tanaka', 'Omar Haddad'])[1 + i % 5] || ' ' || (i % 97),
      (array['motivation', 'love', 'wisdom', 'success', 'life', 'business', 'inspiration'])[1 + i % 7],
      array[(array['hope', 'time', 'nature', 'work'])[1 + i % 4]],
      (case when i % 20 = 0 then 'pending' else 'approved' end)::quote_status,
      (i * 7919) % 5000, 0,
      now() - (i || ' minutes')::interval, now()
    from generate_series(1, ${count}) as i`);
}
