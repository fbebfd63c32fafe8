/**
 * Two app processes on one PostgreSQL and one Redis against one process alone (docs/decisions/022-scale-out.md):
 * the anonymous home list's throughput and p99 through both processes together (the load split over their two
 * ports) next to one process; how long a write acknowledged by process A takes to show in process B's cached
 * list (p50/p99 over --writes approvals; budget p99 < 50 ms); and reaction toggles' p99 with the bus on (budget
 * p99 < 30 ms).
 *
 *   npx tsx bench/scale-out.ts [--quotes 100000] [--duration 5] [--connections 10] [--writes 200]
 *                              [--write-rate 100] [--users 40]
 *                              [--pg-url postgresql://postgres@127.0.0.1:5432/postgres] [--redis-url redis://127.0.0.1:6379]
 *
 * Seeds a fresh PostgreSQL database (dropped afterwards), starts the real app twice in child processes on
 * 127.0.0.1 with one Redis key prefix of its own (removed afterwards) and one shared DATA_DIR, and loads them
 * with autocannon from this process. Server processes and load generator share this machine: with two cores, two
 * processes mostly show that nothing is lost by splitting, not a doubling.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon, { type Options, type Request, type Result } from "autocannon";
import { sql } from "drizzle-orm";
import { Redis } from "ioredis";
import { REACTION_TYPES } from "#contracts/constants.ts";
import { openDatabase, rowsOf, type Database } from "#server/db/client.ts";
import { users } from "#server/db/schema/index.ts";
import { hashPassword } from "#server/modules/auth/password.ts";
import { createBenchDatabase, insertBenchQuotes } from "./bench-database.ts";
import { serveApp, startChildServer, stopChildServer } from "./child-server.ts";

const { values: args } = parseArgs({
  options: {
    quotes: { type: "string", default: "100000" },
    duration: { type: "string", default: "5" },
    connections: { type: "string", default: "10" },
    writes: { type: "string", default: "200" },
    "write-rate": { type: "string", default: "100" },
    users: { type: "string", default: "40" },
    "pg-url": {
      type: "string",
      default: process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres",
    },
    "redis-url": { type: "string", default: process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379" },
    serve: { type: "boolean", default: false },
  },
});

const PASSWORD = "bench-password-123";
const ADMIN_EMAIL = "bench-admin@example.test";

/** Quotes in one statement (95% approved), members, and an admin who approves. */
async function seed(database: Database, count: number, userCount: number) {
  await database.migrate();
  await insertBenchQuotes(database, count);
  const passwordHash = await hashPassword(PASSWORD);
  await database.db.insert(users).values([
    ...Array.from({ length: userCount }, (_, i) => ({
      email: `bench-${i}@example.test`,
      passwordHash,
      firstname: "Bench",
      lastname: `User${i}`,
    })),
    { email: ADMIN_EMAIL, passwordHash, firstname: "Bench", lastname: "Admin", role: "admin" as const },
  ]);
  await database.db.execute(sql`vacuum analyze quotes`);
  return rowsOf<{ id: string }>(
    await database.db.execute(sql`select id from quotes where status = 'approved' order by random() limit 20000`),
  ).map((r) => r.id);
}

async function signIn(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/signin`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { session: { access_token: string } }).session.access_token;
}

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)] as T;

function reactionRequest(tokens: string[], ids: string[]) {
  return (req: Request): Request => ({
    ...req,
    method: "POST",
    path: `/api/quotes/${pick(ids)}/reactions`,
    headers: { authorization: `Bearer ${pick(tokens)}`, "content-type": "application/json" },
    body: JSON.stringify({ reaction_type: pick(REACTION_TYPES) }),
  });
}

interface Row {
  name: string;
  rps?: number;
  p50: number;
  p99: number;
  errors?: number;
}

function printRow(r: Row) {
  const rps = r.rps === undefined ? "" : `${String(r.rps).padStart(6)} req/s  `;
  console.log(`  ${r.name.padEnd(52)} ${rps}p50 ${r.p50} ms  p99 ${r.p99} ms${r.errors ? `  errors ${r.errors}` : ""}`);
}

const resultRow = (name: string, results: Result[]): Row => ({
  name,
  rps: Math.round(results.reduce((sum, r) => sum + r.requests.average, 0)),
  // Over both processes: the worse of the two (each is over as many requests).
  p50: Math.max(...results.map((r) => r.latency.p50)),
  p99: Math.max(...results.map((r) => r.latency.p99)),
  errors: results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
});

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * One sample per write: the admin adds a pending quote through A, B's newest-first list is read (and cached),
 * the quote is approved through A, then B's list is read back to back until it shows the quote.
 */
async function invalidationLatency(a: string, b: string, adminToken: string, samples: number): Promise<number[]> {
  const headers = { authorization: `Bearer ${adminToken}`, "content-type": "application/json" };
  const listOnB = async () =>
    ((await (await fetch(`${b}/api/quotes?limit=5`)).json()) as { quotes: { id: string }[] }).quotes;
  const latencies: number[] = [];
  for (let i = 0; i < samples; i++) {
    const created = await fetch(`${a}/api/quotes`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        text: `Bench thought ${i} ${randomBytes(4).toString("hex")}: the far lamp answers the near one.`,
        author: "Bench Author",
        category: "wisdom",
        status: "pending",
      }),
    });
    if (created.status !== 201) throw new Error(`create failed: ${created.status} ${await created.text()}`);
    const { id } = (await created.json()) as { id: string };
    await listOnB();
    const approved = await fetch(`${a}/api/quotes/${id}/approve`, { method: "POST", headers, body: "{}" });
    if (!approved.ok) throw new Error(`approve failed: ${approved.status} ${await approved.text()}`);
    const acknowledged = performance.now();
    while (!(await listOnB()).some((q) => q.id === id)) {
      if (performance.now() - acknowledged > 5_000) throw new Error(`quote ${id} never showed in B's list`);
    }
    latencies.push(performance.now() - acknowledged);
  }
  return latencies.sort((x, y) => x - y);
}

async function runBenchmarks() {
  const count = Number(args.quotes);
  const userCount = Number(args.users);
  const duration = Number(args.duration);
  const connections = Number(args.connections);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "echoes-bench-"));
  const prefix = `echoes-bench-${randomBytes(4).toString("hex")}`;
  const created = await createBenchDatabase(args["pg-url"]);
  const rows: Row[] = [];
  const add = (row: Row) => {
    rows.push(row);
    printRow(row);
  };
  const children: Awaited<ReturnType<typeof startChildServer>>[] = [];
  try {
    const database = await openDatabase({ databaseUrl: created.url, dataDir });
    const started = Date.now();
    const ids = await seed(database, count, userCount);
    await database.close();
    console.log(
      `postgres: seeded ${count} quotes and ${userCount} users in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    const env = {
      NODE_ENV: "production",
      LOG_LEVEL: "silent",
      // No JWT_SECRET: the processes share the one kept in the database.
      JWT_SECRET: "",
      DATABASE_URL: created.url,
      REDIS_URL: args["redis-url"],
      REDIS_PREFIX: prefix,
      DATA_DIR: dataDir,
      CLIENT_DIR: path.join(os.tmpdir(), "echoes-bench-no-client"),
      ADMIN_EMAIL: "",
      ADMIN_PASSWORD: "",
      RATE_LIMIT_AUTH_PER_MIN: "100000",
    };
    for (let i = 0; i < 2; i++) children.push(await startChildServer(fileURLToPath(import.meta.url), "--serve", env));
    const [a, b] = children.map((c) => `http://127.0.0.1:${c.port}`) as [string, string];
    const tokens: string[] = [];
    for (let i = 0; i < userCount; i++) tokens.push(await signIn(i % 2 ? b : a, `bench-${i}@example.test`));
    const adminToken = await signIn(a, ADMIN_EMAIL);

    const run = (url: string, options: Partial<Options>) =>
      autocannon({ url: `${url}/api/quotes`, connections, duration, ...options });
    // Warm-up: code paths, caches, the database's buffers, on both.
    await Promise.all([run(a, { duration: 1 }), run(b, { duration: 1 })]);

    add(resultRow("home list, one process", [await run(a, {})]));
    const half = Math.max(1, Math.round(connections / 2));
    add(
      resultRow(
        `home list, two processes (${half} + ${half} conns)`,
        await Promise.all([run(a, { connections: half }), run(b, { connections: half })]),
      ),
    );

    const latencies = await invalidationLatency(a, b, adminToken, Number(args.writes));
    add({
      name: `write on A → visible on B (${latencies.length} approvals)`,
      p50: Math.round(percentile(latencies, 50) * 10) / 10,
      p99: Math.round(percentile(latencies, 99) * 10) / 10,
    });

    const rate = Number(args["write-rate"]);
    const toggles = [{ setupRequest: reactionRequest(tokens, ids) }];
    add(
      resultRow(
        `reaction toggles at ${rate}/s over both`,
        await Promise.all([
          run(a, { connections: 2, overallRate: rate / 2, requests: toggles }),
          run(b, { connections: 2, overallRate: rate / 2, requests: toggles }),
        ]),
      ),
    );
  } finally {
    for (const child of children) await stopChildServer(child.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
    await created.drop();
    const redis = new Redis(args["redis-url"]);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  }

  console.log(
    `\nPostgreSQL + Redis, ${count} quotes, ${connections} connections, ${duration} s per case; servers and load generator share this machine (${os.cpus().length} cores). Budgets: write → visible elsewhere p99 < 50 ms; toggle p99 < 30 ms.\n`,
  );
  console.log("| case | req/s | p50 ms | p99 ms | errors/non-2xx |");
  console.log("|---|---:|---:|---:|---:|");
  for (const r of rows) {
    console.log(
      `| ${r.name} | ${r.rps === undefined ? "" : r.rps.toLocaleString("en-US")} | ${r.p50} | ${r.p99} | ${r.errors ?? ""} |`,
    );
  }
}

if (args.serve) await serveApp();
else await runBenchmarks();
