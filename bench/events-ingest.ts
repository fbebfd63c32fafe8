/**
 * Analytics event ingestion under load (issue 9): POST /api/events in batches of 10, against a bare Fastify
 * route accepting the same body (the ceiling, measured in the same run), and the home list's throughput
 * while events pour in against the home list alone.
 *
 *   npx tsx bench/events-ingest.ts [--db pglite|postgres] [--duration 5] [--connections 10] [--ingest-rate 2000]
 *                                  [--pg-url postgresql://postgres@127.0.0.1:5432/postgres]
 *
 * Starts the real app (API only, demo quotes) in a child process on 127.0.0.1 and loads it with autocannon
 * from this process. After the ingestion case it asks the admin API how many events were stored, so the
 * figure counts rows written, not just answers given.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createBenchDatabase } from "./bench-database.ts";
import { startChildServer, stopChildServer } from "./child-server.ts";
import { parseArgs } from "node:util";
import autocannon, { type Result } from "autocannon";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import { seedDemoQuotes } from "#server/db/seed.ts";
import { ensureAdmin } from "#server/modules/users/admin-bootstrap.ts";

const { values: args } = parseArgs({
  options: {
    db: { type: "string", default: "pglite" },
    duration: { type: "string", default: "5" },
    connections: { type: "string", default: "10" },
    "ingest-rate": { type: "string", default: "2000" },
    "pg-url": {
      type: "string",
      default: process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres",
    },
    serve: { type: "boolean", default: false },
    "serve-bare": { type: "boolean", default: false },
  },
});

const BATCH = 10;
const ADMIN = { email: "bench-admin@example.com", password: "bench-admin-password" };

/** A batch as the client's queue sends it: ten events of mixed kinds with page, referrer and session. */
const BODY = JSON.stringify({
  events: Array.from({ length: BATCH }, (_, i) => ({
    event_name: i % 3 === 0 ? "page_view" : i % 3 === 1 ? "quote_copy" : "filter_change",
    event_type: i % 3 === 0 ? "page_view" : i % 3 === 1 ? "quote_action" : "user_interaction",
    properties: { quote_id: "6f1c2a9e-0000-4000-8000-000000000000", changed: ["category"], category: "love" },
    page_url: "http://localhost:3000/?categories=love",
    referrer: "https://example.com/",
    session_id: "2b8e7c1d-3f4a-4b5c-9d6e-7f8091a2b3c4",
  })),
});

const duration = Number(args.duration);
const connections = Number(args.connections);

function postEvents(port: number, conns = connections, seconds = duration, overallRate?: number) {
  return autocannon({
    url: `http://127.0.0.1:${port}/api/events`,
    connections: conns,
    duration: seconds,
    overallRate,
    requests: [{ method: "POST", headers: { "content-type": "application/json" }, body: BODY }],
  });
}

function getHome(port: number, conns = connections, seconds = duration) {
  return autocannon({ url: `http://127.0.0.1:${port}/api/quotes`, connections: conns, duration: seconds });
}

interface Row {
  name: string;
  rps: number;
  eventsPerSecond?: number;
  p50: number;
  p99: number;
  errors: number;
  vs?: string;
}

const row = (name: string, result: Result, extra: Partial<Row> = {}): Row => ({
  name,
  rps: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.timeouts + result.non2xx,
  ...extra,
});

async function storedEvents(port: number): Promise<number> {
  const signIn = await fetch(`http://127.0.0.1:${port}/api/auth/signin`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  const { session } = (await signIn.json()) as { session: { access_token: string } };
  const res = await fetch(`http://127.0.0.1:${port}/api/admin/events?limit=1`, {
    headers: { authorization: `Bearer ${session.access_token}` },
  });
  return ((await res.json()) as { total: number }).total;
}

async function measure(env: Record<string, string>): Promise<Row[]> {
  const rows: Row[] = [];
  const bare = await startChildServer(fileURLToPath(import.meta.url), "--serve-bare", {});
  let ceiling: number;
  try {
    await postEvents(bare.port, connections, 1);
    const result = await postEvents(bare.port);
    ceiling = result.requests.average;
    rows.push(
      row("bare Fastify route, same batch (ceiling)", result, {
        eventsPerSecond: Math.round(ceiling * BATCH),
        vs: "100%",
      }),
    );
  } finally {
    await stopChildServer(bare.child);
  }

  const { child, port } = await startChildServer(fileURLToPath(import.meta.url), "--serve", env);
  try {
    await postEvents(port, connections, 1);
    const before = await storedEvents(port);
    const ingest = await postEvents(port);
    // The buffer writes within a few hundred ms of the last batch.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const stored = (await storedEvents(port)) - before;
    const storedRate = Math.round(stored / duration);
    rows.push(
      row(`POST /api/events, batches of ${BATCH}`, ingest, {
        eventsPerSecond: Math.round(ingest.requests.average * BATCH),
        vs: `${((ingest.requests.average / ceiling) * 100).toFixed(0)}%`,
      }),
    );
    console.log(
      `  stored ${stored.toLocaleString("en-US")} events in ${duration} s (${storedRate.toLocaleString("en-US")}/s)`,
    );

    // Home list alone, then while events arrive at the aim (2,000 events/s, paced), then at full speed.
    const paced = Number(args["ingest-rate"]) / BATCH;
    await getHome(port, connections, 1);
    const alone = await getHome(port);
    rows.push(row("GET /api/quotes alone", alone, { vs: "100%" }));
    const [during, beside] = await Promise.all([getHome(port), postEvents(port, 2, duration, paced)]);
    rows.push(
      row(`GET /api/quotes while ${args["ingest-rate"]} events/s arrive`, during, {
        vs: `${((during.requests.average / alone.requests.average) * 100).toFixed(0)}% of alone`,
      }),
    );
    rows.push(
      row("POST /api/events beside it (paced)", beside, {
        eventsPerSecond: Math.round(beside.requests.average * BATCH),
      }),
    );
    const half = Math.max(1, Math.floor(connections / 2));
    const [flooded, flood] = await Promise.all([getHome(port, half), postEvents(port, half)]);
    rows.push(
      row(`GET /api/quotes beside unpaced ingestion (${half} + ${half} connections)`, flooded, {
        vs: `${((flooded.requests.average / alone.requests.average) * 100).toFixed(0)}% of alone`,
      }),
    );
    rows.push(
      row("POST /api/events beside it (unpaced)", flood, {
        eventsPerSecond: Math.round(flood.requests.average * BATCH),
      }),
    );
  } finally {
    await stopChildServer(child);
  }
  return rows;
}

async function runBenchmarks() {
  const baseEnv = {
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    JWT_SECRET: randomBytes(32).toString("hex"),
    CLIENT_DIR: path.join(os.tmpdir(), "echoes-bench-no-client"),
    ADMIN_EMAIL: "",
    ADMIN_PASSWORD: "",
    // One load generator is one IP: lift the per-IP limits for the run.
    RATE_LIMIT_EVENTS_PER_MIN: "100000000",
    EVENTS_PER_IP_PER_DAY: "1000000000",
    RATE_LIMIT_AUTH_PER_MIN: "1000",
  };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "echoes-bench-events-"));
  let rows: Row[];
  let dropDatabase: (() => Promise<void>) | undefined;
  try {
    let databaseUrl = "";
    if (args.db === "postgres") {
      const created = await createBenchDatabase(args["pg-url"]);
      databaseUrl = created.url;
      dropDatabase = created.drop;
    }
    const database = await openDatabase({ databaseUrl: databaseUrl || undefined, dataDir });
    await database.migrate();
    const quotes = await seedDemoQuotes(database.db);
    await database.close();
    console.log(`${args.db}: ${quotes} demo quotes`);
    rows = await measure({ ...baseEnv, DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase?.();
  }

  console.log(
    `\n${args.db}, ${connections} connections, ${duration} s per case; server and load generator on this machine (${os.cpus().length} cores).\n`,
  );
  console.log("| case | req/s | events/s | vs reference | p50 ms | p99 ms | errors/non-2xx |");
  console.log("|---|---:|---:|---:|---:|---:|---:|");
  for (const r of rows) {
    const events = r.eventsPerSecond === undefined ? "" : r.eventsPerSecond.toLocaleString("en-US");
    console.log(
      `| ${r.name} | ${r.rps.toLocaleString("en-US")} | ${events} | ${r.vs ?? ""} | ${r.p50} | ${r.p99} | ${r.errors} |`,
    );
  }
}

/** Child mode: a bare Fastify route that parses the same body and answers as the real one does. */
async function serveBare() {
  const { default: Fastify } = await import("fastify");
  const app = Fastify({ bodyLimit: 512 * 1024 });
  app.post("/api/events", (request, reply) => {
    const { events } = request.body as { events: unknown[] };
    return reply.status(202).send({ accepted: events.length, rejected: [] });
  });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  process.stdout.write(`READY ${typeof address === "object" && address ? address.port : 0}\n`);
  process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
}

/** Child mode: the real app, listening on 127.0.0.1, configured by the environment. */
async function serve() {
  const config = loadConfig();
  const app = await buildApp(config);
  await ensureAdmin(app.database.db, ADMIN.email, ADMIN.password, console);
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  process.stdout.write(`READY ${typeof address === "object" && address ? address.port : 0}\n`);
  process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
}

if (args.serve) await serve();
else if (args["serve-bare"]) await serveBare();
else await runBenchmarks();
