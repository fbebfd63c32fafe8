/**
 * Trending ranking cost, uncached: seeds 100k quotes (90% approved), 2,000 users, ~300k reactions, ~100k bookmarks,
 * ~500k hourly view buckets and 500k events (50k shares) spread over 30 days, with popularity skewed towards a few
 * quotes, into a fresh PGlite directory and a fresh PostgreSQL database (BENCH_DATABASE_URL, default the local
 * server), then times the ranking and its rows (the queries behind GET /api/quotes/trending, without its 10 s cache) per window.
 * Usage: npm run bench:trending   (BENCH_SKIP_POSTGRES=1 for PGlite only)
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { TRENDING_WINDOWS } from "#contracts/trending.ts";
import { openDatabase, type Database } from "#server/db/client.ts";
import { loadRanked, rankTrending, trendingRankingSql } from "#server/modules/trending/trending.repository.ts";
import { rowsOf } from "#server/db/client.ts";
import { createBenchDatabase } from "./bench-database.ts";

const QUOTES = 100_000;
const RUNS = 30;

async function seed(database: Database) {
  const db = database.db;
  const started = performance.now();
  await db.execute(sql`insert into users (email, password_hash, firstname, lastname)
    select 'bench' || i || '@bench.test', 'x', 'Bench', 'User ' || i from generate_series(1, 2000) i`);
  await db.execute(sql`insert into quotes (slug, url_slug, text, author, category, status)
    select 'bench-' || i, 'bench-' || i, 'Bench quote number ' || i, 'Author ' || (i % 500), 'life',
      (case when i % 10 = 0 then 'pending' else 'approved' end)::quote_status
    from generate_series(1, ${QUOTES}) i`);
  // Popularity skewed towards the first quotes: index = floor(n × random()³).
  const pick = (n: number) => sql.raw(`1 + floor(${n} * power(random(), 3))::int`);
  const ago = sql.raw(`now() - random() * interval '30 days'`);
  await db.execute(sql`with q as (select array_agg(id) a from quotes), u as (select array_agg(id) a from users)
    insert into reactions (quote_id, user_id, reaction_type, created_at)
    select q.a[${pick(QUOTES)}], u.a[1 + (i % 2000)], 'like', ${ago} from q, u, generate_series(1, 300000) i
    on conflict do nothing`);
  await db.execute(sql`with q as (select array_agg(id) a from quotes), u as (select array_agg(id) a from users)
    insert into bookmarks (quote_id, user_id, created_at)
    select q.a[${pick(QUOTES)}], u.a[1 + (i % 2000)], ${ago} from q, u, generate_series(1, 100000) i
    on conflict do nothing`);
  await db.execute(sql`with q as (select array_agg(id) a from quotes)
    insert into quote_view_hours (quote_id, hour, views)
    select q.a[${pick(QUOTES)}], date_trunc('hour', now()) - floor(random() * 720) * interval '1 hour',
      1 + floor(random() * 5)::int
    from q, generate_series(1, 500000) i
    on conflict do nothing`);
  await db.execute(sql`with q as (select array_agg(id) a from quotes)
    insert into events (event_name, event_type, properties, created_at)
    select case when i % 10 = 0 then 'quote_share' else 'page_view' end,
      (case when i % 10 = 0 then 'quote_action' else 'page_view' end)::event_type,
      jsonb_build_object('quote_id', q.a[${pick(QUOTES)}]), ${ago}
    from q, generate_series(1, 500000) i`);
  await db.execute(sql`analyze`);
  return performance.now() - started;
}

class Skip extends Error {}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function measure(kind: string, database: Database) {
  const rows: string[] = [];
  for (const window of TRENDING_WINDOWS) {
    await loadRanked(database.db, await rankTrending(database.db, window, 20)); // warm-up
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await loadRanked(database.db, await rankTrending(database.db, window, 20));
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    rows.push(`| ${kind} | ${window} | ${percentile(times, 0.5).toFixed(1)} | ${percentile(times, 0.99).toFixed(1)} |`);
  }
  return rows;
}

const table = ["| database | window | p50 ms | p99 ms |", "|---|---|---:|---:|"];

async function explain(database: Database) {
  if (!process.env.BENCH_EXPLAIN) return;
  const plan = await database.db.execute(sql`explain (analyze, buffers) ${trendingRankingSql("30d", 20)}`);
  console.log(
    rowsOf<{ "QUERY PLAN": string }>(plan)
      .map((r) => r["QUERY PLAN"])
      .join("\n"),
  );
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "echoes-bench-trending-"));
try {
  if (process.env.BENCH_SKIP_PGLITE) throw new Skip();
  const pglite = await openDatabase({ dataDir });
  await pglite.migrate();
  console.log(`pglite: seeded in ${((await seed(pglite)) / 1000).toFixed(1)} s`);
  await explain(pglite);
  table.push(...(await measure("PGlite", pglite)));
  await pglite.close();
} catch (err) {
  if (!(err instanceof Skip)) throw err;
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

if (!process.env.BENCH_SKIP_POSTGRES) {
  const bench = await createBenchDatabase(
    process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres",
  );
  try {
    const postgres = await openDatabase({ databaseUrl: bench.url, dataDir: os.tmpdir() });
    await postgres.migrate();
    console.log(`postgres: seeded in ${((await seed(postgres)) / 1000).toFixed(1)} s`);
    await explain(postgres);
    table.push(...(await measure("PostgreSQL", postgres)));
    await postgres.close();
  } finally {
    await bench.drop();
  }
}

console.log(
  `\nTrending ranking, uncached, ${QUOTES.toLocaleString("en-US")} quotes, ${RUNS} runs per window, limit 20:\n`,
);
console.log(table.join("\n"));
