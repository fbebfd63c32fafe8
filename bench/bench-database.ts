import { randomBytes } from "node:crypto";
import pg from "pg";

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
