/**
 * Admin statistics and analytics on 100k quotes and 1M events, for PGlite and PostgreSQL (issue 12).
 *
 *   npx tsx bench/admin-insights.ts [--db pglite|postgres|both] [--quotes 100000] [--events 1000000]
 *                                   [--requests 200] [--pg-url postgresql://postgres@127.0.0.1:5432/postgres]
 *
 * Seeds a fresh PGlite directory and/or a fresh PostgreSQL database (dropped afterwards) in SQL with
 * generate_series: users over 90 days, quotes, reactions and bookmarks over 30 days, comments, reports, narrated
 * quotes, and events spread evenly over the last 30 days (page views, copies, shares by platform, audio plays, …)
 * in sessions of 20 events — the analytics rollups are filled by the events table's trigger as they would be by
 * the app's event buffer. Then it starts the real app in this process and times sequential requests over HTTP
 * (p50/p99): GET /api/health as the reference, GET /api/admin/stats as served (cached for 5 s), the statistics
 * counted afresh (the service without its cache), GET /api/admin/analytics for 30 days by day and 24 hours by
 * hour, and GET /api/quotes/trending?window=7d when this build has it. Last, the cost of the rollup trigger on
 * the event buffer's writes: 250-event flushes with and without it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { openDatabase, type Database } from "#server/db/client.ts";
import { AdminInsightsService } from "#server/modules/admin-insights/admin-insights.service.ts";
import { insertEvents, type EventRow } from "#server/modules/events/events.repository.ts";
import { ensureAdmin } from "#server/modules/users/admin-bootstrap.ts";
import { createBenchDatabase } from "./bench-database.ts";

const { values: args } = parseArgs({
  options: {
    db: { type: "string", default: "both" },
    quotes: { type: "string", default: "100000" },
    events: { type: "string", default: "1000000" },
    requests: { type: "string", default: "200" },
    // PGlite only: seed into this directory once and keep it; later runs reuse it without seeding.
    "pglite-dir": { type: "string" },
    "pg-url": {
      type: "string",
      default: process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres",
    },
  },
});
const QUOTES = Number(args.quotes);
const EVENTS = Number(args.events);
const REQUESTS = Number(args.requests);
const USERS = 2_000;
const ADMIN = { email: "bench-admin@example.com", password: "bench-admin-password" };

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

// ---------------------------------------------------------------------------------------------
// Seeding, all in SQL
// ---------------------------------------------------------------------------------------------

async function exec(database: Database, statement: string) {
  await database.db.execute(sql.raw(statement));
}

async function seed(database: Database, log: (line: string) => void) {
  await database.migrate();
  let started = performance.now();
  await exec(
    database,
    `insert into users (email, password_hash, firstname, lastname, role, created_at)
     select 'bench-' || i || '@example.com', 'x', 'Bench', 'User ' || i,
            (case when i % 500 = 0 then 'admin' else 'user' end)::user_role,
            now() - (i % 90) * interval '1 day' - (i % 24) * interval '1 hour'
     from generate_series(1, ${USERS}) i`,
  );
  await exec(
    database,
    `insert into quotes (slug, url_slug, text, author, category, status, views, has_audio, created_at, updated_at)
     select 'bench-quote-' || i, 'bench-quote-' || i,
            'Bench quote number ' || i || ': what we dwell on is who we become.',
            'Author ' || (i % 5000), (array['motivation','love','wisdom','success','life','business','inspiration'])[1 + i % 7],
            (case when i % 100 < 95 then 'approved' when i % 100 < 98 then 'pending'
                  when i % 100 < 99 then 'draft' else 'rejected' end)::quote_status,
            (i * 7919) % 5000, i % 33 = 0,
            now() - (i % 1000) * interval '1 day', now()
     from generate_series(1, ${QUOTES}) i`,
  );
  log(`users and quotes: ${seconds(performance.now() - started)}`);
  started = performance.now();
  // Reactions and bookmarks over the last 30 days: quote q gets users q and q+1000 (mod USERS), so pairs are unique.
  // Plain tables (a pool's temporary tables would live on one connection only), dropped after seeding.
  await exec(database, "create table bench_q as select id, row_number() over (order by slug) - 1 as n from quotes");
  await exec(database, "create table bench_u as select id, row_number() over (order by email) - 1 as n from users");
  await exec(
    database,
    `insert into reactions (quote_id, user_id, reaction_type, created_at)
     select q.id, u.id,
            (array['like','dislike','funny','inspiring','motivating','thoughtful','relatable','powerful'])[1 + (i * 31) % 8]::reaction_type,
            now() - (i % 43200) * interval '1 minute'
     from generate_series(0, ${2 * QUOTES - 1}) i
     join bench_q q on q.n = i % ${QUOTES}
     join bench_u u on u.n = (i % ${QUOTES} + (i / ${QUOTES}) * 1000) % ${USERS}
     on conflict do nothing`,
  );
  await exec(
    database,
    `insert into bookmarks (quote_id, user_id, created_at)
     select q.id, u.id, now() - (i % 43200) * interval '1 minute'
     from generate_series(0, ${QUOTES - 1}) i
     join bench_q q on q.n = (i * 7) % ${QUOTES}
     join bench_u u on u.n = i % ${USERS}
     on conflict do nothing`,
  );
  await exec(
    database,
    `insert into comments (quote_id, user_id, content)
     select q.id, u.id, 'Bench comment ' || i from generate_series(0, 9999) i
     join bench_q q on q.n = (i * 13) % ${QUOTES} join bench_u u on u.n = i % ${USERS}`,
  );
  await exec(
    database,
    `insert into reports (quote_id, user_id, reason)
     select q.id, u.id, 'spam' from generate_series(0, 99) i
     join bench_q q on q.n = i join bench_u u on u.n = i`,
  );
  await exec(
    database,
    `insert into quote_audio (quote_id, audio_url, audio_file_path, file_size, duration)
     select id, '/media/audio/' || id || '.mp3', 'audio/' || id || '.mp3', 100000, 5 + (n % 20)
     from bench_q where n % 33 = 0`,
  );
  await exec(database, "drop table bench_q");
  await exec(database, "drop table bench_u");
  log(`reactions, bookmarks, comments, reports, audio: ${seconds(performance.now() - started)}`);

  // Events: evenly over the last 30 days in time order, 20 per session, in statements of 100k (the rollup
  // trigger aggregates each statement's rows, as it does each flush of the event buffer).
  started = performance.now();
  const step = 100_000;
  for (let from = 0; from < EVENTS; from += step) {
    const to = Math.min(EVENTS, from + step) - 1;
    await exec(
      database,
      `insert into events (event_name, event_type, properties, page_url, session_id, created_at)
       select case when k < 12 then 'page_view' when k < 15 then 'quote_copy' when k < 17 then 'quote_share'
                   when k = 17 then 'audio_play' when k = 18 then 'reaction' else 'filter_change' end,
              (case when k < 12 then 'page_view' when k < 19 then 'quote_action' else 'user_interaction' end)::event_type,
              case when k < 12 then jsonb_build_object('path', '/')
                   when k between 15 and 16 then jsonb_build_object('platform',
                     (array['twitter','facebook','linkedin','whatsapp','email','native'])[1 + (i / 20) % 6])
                   when k = 18 then jsonb_build_object('reaction_type', 'like')
                   else '{}'::jsonb end,
              'http://localhost/', 'bench-s' || (i / 20),
              now() - interval '30 days' + (i::float8 / ${EVENTS}) * interval '30 days'
       from generate_series(${from}, ${to}) i, lateral (select i % 20 as k) x`,
    );
  }
  log(`${EVENTS.toLocaleString("en-US")} events (with their rollups): ${seconds(performance.now() - started)}`);
  started = performance.now();
  await exec(database, "vacuum analyze");
  log(`vacuum analyze: ${seconds(performance.now() - started)}`);
}

// ---------------------------------------------------------------------------------------------
// Timing
// ---------------------------------------------------------------------------------------------

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function time(n: number, run: () => Promise<void>) {
  for (let i = 0; i < Math.min(10, n); i++) await run(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { n, p50: percentile(samples, 50), p99: percentile(samples, 99) };
}

interface Row {
  database: string;
  case: string;
  n: number;
  p50: number;
  p99: number;
}

async function measure(kind: "pglite" | "postgres", database: Database, dataDir: string): Promise<Row[]> {
  const config = loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    JWT_SECRET: "bench-secret-that-is-at-least-32-characters-long",
    CLIENT_DIR: path.join(dataDir, "no-client"),
    RATE_LIMIT_AUTH_PER_MIN: "1000",
  });
  const app = await buildApp(config, { database });
  await ensureAdmin(database.db, ADMIN.email, ADMIN.password, console);
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const signIn = await fetch(`${base}/api/auth/signin`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  const { session } = (await signIn.json()) as { session: { access_token: string } };
  const headers = { authorization: `Bearer ${session.access_token}` };
  const get = (url: string) => async () => {
    const res = await fetch(`${base}${url}`, { headers });
    if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  };
  const name = kind === "pglite" ? "PGlite" : "PostgreSQL";
  const rows: Row[] = [];
  const add = (label: string, result: { n: number; p50: number; p99: number }) => {
    rows.push({ database: name, case: label, ...result });
    console.log(`  ${label}: p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms`);
  };

  const today = new Date();
  const to = today.toISOString().slice(0, 10);
  const from = new Date(today.getTime() - 29 * 86_400_000).toISOString().slice(0, 10);
  add("GET /api/health (reference)", await time(REQUESTS, get("/api/health")));
  add("GET /api/admin/stats (as served, cached 5 s)", await time(REQUESTS, get("/api/admin/stats")));
  const service = new AdminInsightsService(database.db);
  add(
    "statistics counted afresh (service, no cache, no HTTP)",
    await time(Math.min(REQUESTS, 50), async () => void (await service.computeStats())),
  );
  add(
    "GET /api/admin/analytics, 30 days by day",
    await time(REQUESTS, get(`/api/admin/analytics?from=${from}&to=${to}&interval=day`)),
  );
  add("GET /api/admin/analytics, 24 hours by hour", await time(REQUESTS, get("/api/admin/analytics?interval=hour")));

  // Hook for the trending list, built separately: timed when this build serves it.
  const probe = await fetch(`${base}/api/quotes/trending?window=7d`);
  await probe.arrayBuffer();
  if (probe.status === 404) console.log("  GET /api/quotes/trending?window=7d: not in this build (404), skipped");
  else add("GET /api/quotes/trending?window=7d", await time(REQUESTS, get("/api/quotes/trending?window=7d")));

  // The trigger's cost on the event buffer's writes (250 rows, as it flushes them).
  const batch: EventRow[] = Array.from({ length: 250 }, (_, i) => ({
    eventName: i % 3 === 0 ? "quote_share" : "page_view",
    eventType: i % 3 === 0 ? "quote_action" : "page_view",
    properties: i % 3 === 0 ? { platform: "twitter" } : {},
    sessionId: `flush-${i % 25}`,
  }));
  add("event flush, 250 rows, with the rollup trigger", await time(40, () => insertEvents(database, batch)));
  await exec(database, "alter table events disable trigger events_analytics_rollup");
  add("event flush, 250 rows, trigger disabled", await time(40, () => insertEvents(database, batch)));
  await exec(database, "alter table events enable trigger events_analytics_rollup");

  await app.close();
  return rows;
}

async function runOne(kind: "pglite" | "postgres"): Promise<Row[]> {
  const kept = kind === "pglite" ? args["pglite-dir"] : undefined;
  const reuse = kept !== undefined && fs.existsSync(path.join(kept, "db"));
  const dataDir = kept ?? fs.mkdtempSync(path.join(os.tmpdir(), "echoes-bench-insights-"));
  const pg = kind === "postgres" ? await createBenchDatabase(args["pg-url"]) : undefined;
  try {
    const database = await openDatabase({ databaseUrl: pg?.url, dataDir });
    if (reuse) {
      await database.migrate();
      console.log(`${kind}: reusing ${dataDir}`);
    } else {
      console.log(
        `${kind}: seeding ${QUOTES.toLocaleString("en-US")} quotes and ${EVENTS.toLocaleString("en-US")} events`,
      );
      await seed(database, (line) => console.log(`  ${line}`));
    }
    try {
      return await measure(kind, database, dataDir);
    } finally {
      // The app leaves a database it was given open.
      await database.close();
    }
  } finally {
    await pg?.drop();
    if (!kept) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const kinds: ("pglite" | "postgres")[] =
    args.db === "both" ? ["pglite", "postgres"] : [args.db as "pglite" | "postgres"];
  const rows: Row[] = [];
  for (const kind of kinds) rows.push(...(await runOne(kind)));
  console.log(
    `\nload average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(" ")}; ${os.cpus().length} cores\n`,
  );
  console.log("| database | case | requests | p50 ms | p99 ms |");
  console.log("|---|---|---:|---:|---:|");
  for (const row of rows) {
    console.log(`| ${row.database} | ${row.case} | ${row.n} | ${row.p50.toFixed(1)} | ${row.p99.toFixed(1)} |`);
  }
}

await main();
