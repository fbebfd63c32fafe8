/**
 * GET /api/quotes under load, on 100k quotes, for PGlite and PostgreSQL (DESIGN.md §9).
 *
 *   npx tsx bench/quotes-list.ts [--db pglite|postgres|both] [--quotes 100000] [--duration 10]
 *                                [--connections 10] [--pg-url postgresql://postgres@127.0.0.1:5432/postgres] [--keep]
 *
 * Seeds a fresh PGlite directory and/or a fresh PostgreSQL database (dropped afterwards unless
 * --keep) with real quote texts varied by author, tags, category, status, popularity and date,
 * starts the real app in a child process on 127.0.0.1 and loads it with autocannon from this
 * process, one case at a time (1 s warm-up, then the measured run). Prints a table.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon, { type Request } from "autocannon";
import pg from "pg";
import { sql } from "drizzle-orm";
import { CATEGORIES, type QuoteStatus } from "#contracts/constants.ts";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { openDatabase, type Database } from "#server/db/client.ts";
import { categoryForTags, loadDemoQuotes } from "#server/db/demo-quotes.ts";
import { quotes } from "#server/db/schema/index.ts";
import { quoteSlugBase } from "#server/modules/quotes/slug.ts";

const { values: args } = parseArgs({
  options: {
    db: { type: "string", default: "both" },
    quotes: { type: "string", default: "100000" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    "pg-url": {
      type: "string",
      default: process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres",
    },
    keep: { type: "boolean", default: false },
    serve: { type: "boolean", default: false },
  },
});

// ---------------------------------------------------------------------------------------------
// Data
// ---------------------------------------------------------------------------------------------

/** A small deterministic PRNG, so that every run seeds the same catalogue. */
function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = [
  "Ada",
  "Mara",
  "Jonas",
  "Ines",
  "Tomas",
  "Leila",
  "Omar",
  "Hana",
  "Rafael",
  "Yuki",
  "Nadia",
  "Elias",
  "Sofia",
  "Kofi",
  "Amara",
  "Viktor",
  "Lena",
  "Mateo",
  "Priya",
  "Soren",
];
const LAST = [
  "Ellison",
  "Okafor",
  "Lindqvist",
  "Moreau",
  "Tanaka",
  "Haddad",
  "Novak",
  "Reyes",
  "Brennan",
  "Castillo",
  "Ivanova",
  "Mensah",
  "Fischer",
  "Kowalski",
  "Duarte",
  "Sato",
  "Whitfield",
  "Abara",
  "Laurent",
  "Petrov",
];
const EXTRA_TAGS = [
  "nature",
  "art",
  "time",
  "family",
  "work",
  "peace",
  "freedom",
  "truth",
  "humor",
  "learning",
  "silence",
  "kindness",
];

function* generateRows(count: number) {
  const demo = loadDemoQuotes();
  const random = mulberry32(20250806);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const now = Date.now();
  const threeYears = 3 * 365 * 24 * 3600 * 1000;
  for (let i = 0; i < count; i++) {
    const base = demo[i % demo.length]!;
    const variant = Math.floor(i / demo.length);
    const author = variant === 0 || random() < 0.3 ? base.author : `${pick(FIRST)} ${pick(LAST)}`;
    const tags = [
      ...new Set([...base.tags.map((t) => t.toLowerCase()), ...(random() < 0.5 ? [pick(EXTRA_TAGS)] : [])]),
    ];
    const category = random() < 0.7 ? categoryForTags(tags) : pick(CATEGORIES);
    const roll = random();
    const status: QuoteStatus = roll < 0.95 ? "approved" : roll < 0.98 ? "pending" : roll < 0.99 ? "draft" : "rejected";
    const createdAt = new Date(now - Math.floor(random() * threeYears));
    const slug = `${quoteSlugBase(author, base.text).slice(0, 70)}-${i}`;
    yield {
      slug,
      urlSlug: slug,
      text: base.text,
      author,
      category,
      tags,
      status,
      views: Math.floor(random() ** 3 * 5000),
      reactionsCount: Math.floor(random() ** 4 * 200),
      hasAudio: random() < 0.03,
      approvedAt: status === "approved" ? createdAt : null,
      createdAt,
      updatedAt: createdAt,
    };
  }
}

async function seed(database: Database, count: number) {
  await database.migrate();
  const started = Date.now();
  let batch: ReturnType<typeof generateRows> extends Generator<infer R> ? R[] : never = [];
  for (const row of generateRows(count)) {
    batch.push(row);
    if (batch.length === 1000) {
      await database.db.insert(quotes).values(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await database.db.insert(quotes).values(batch);
  await database.db.execute(sql`vacuum analyze quotes`);
  return Date.now() - started;
}

// ---------------------------------------------------------------------------------------------
// Load
// ---------------------------------------------------------------------------------------------

const SEARCH_WORDS = [
  "love",
  "life",
  "happiness",
  "courage",
  "dream",
  "friend",
  "time",
  "heart",
  "truth",
  "success",
  "fear",
  "mind",
  "peace",
  "change",
  "hope",
  "world",
  "wisdom",
  "imagination",
  "future",
  "kindness",
];

interface Case {
  name: string;
  path: string;
  /** A different path per request (page cache misses), else the fixed `path`. */
  vary?: () => string;
  budget: { pglite: number; postgres: number };
}

const CASES: Case[] = [
  { name: "home (latest, 20)", path: "/api/quotes", budget: { pglite: 1000, postgres: 5000 } },
  { name: "category filter", path: "/api/quotes?categories=love", budget: { pglite: 1000, postgres: 1000 } },
  { name: "full-text search", path: "/api/quotes?q=imagination", budget: { pglite: 1000, postgres: 1000 } },
  { name: "tag filter", path: "/api/quotes?tags=hope", budget: { pglite: 1000, postgres: 1000 } },
  {
    name: "home, random deep pages (uncached)",
    path: "/api/quotes",
    vary: () =>
      `/api/quotes?offset=${20 * Math.floor(Math.random() * 250)}&limit=20&sort=${Math.random() < 0.5 ? "latest" : "popular"}`,
    budget: { pglite: 0, postgres: 0 },
  },
  {
    name: "search, 20 words x random pages (uncached)",
    path: "/api/quotes",
    vary: () =>
      `/api/quotes?q=${SEARCH_WORDS[Math.floor(Math.random() * SEARCH_WORDS.length)]}&offset=${20 * Math.floor(Math.random() * 10)}`,
    budget: { pglite: 0, postgres: 0 },
  },
];

interface Row {
  db: string;
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  budget: number;
}

function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  const script = fileURLToPath(import.meta.url);
  const child = spawn(process.execPath, ["--import", "tsx", script, "--serve"], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /READY (\d+)/.exec(out);
      if (match) resolve({ child, port: Number(match[1]) });
    });
    child.on("exit", (code) => reject(new Error(`server exited early with ${code}`)));
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners("exit");
    child.on("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

async function load(port: number, c: Case, seconds: number, connections: number) {
  const url = `http://127.0.0.1:${port}`;
  const requests = c.vary ? [{ setupRequest: (req: Request) => ({ ...req, path: c.vary!() }) }] : undefined;
  await autocannon({ url: url + c.path, connections, duration: 1, requests });
  return autocannon({ url: url + c.path, connections, duration: seconds, requests });
}

async function measure(kind: "pglite" | "postgres", env: Record<string, string>, rows: Row[]) {
  const { child, port } = await startServer(env);
  try {
    for (const c of CASES) {
      const result = await load(port, c, Number(args.duration), Number(args.connections));
      const row: Row = {
        db: kind,
        name: c.name,
        rps: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
        budget: c.budget[kind],
      };
      rows.push(row);
      console.log(
        `  ${kind.padEnd(8)} ${c.name.padEnd(44)} ${String(row.rps).padStart(7)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms`,
      );
    }
  } finally {
    await stopServer(child);
  }
}

async function runBenchmarks() {
  const count = Number(args.quotes);
  const kinds = args.db === "both" ? (["pglite", "postgres"] as const) : ([args.db] as ("pglite" | "postgres")[]);
  const rows: Row[] = [];
  const baseEnv = {
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    JWT_SECRET: randomBytes(32).toString("hex"),
    CLIENT_DIR: path.join(os.tmpdir(), "echoes-bench-no-client"),
    ADMIN_EMAIL: "",
    ADMIN_PASSWORD: "",
  };

  for (const kind of kinds) {
    if (kind === "pglite") {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "echoes-bench-"));
      const database = await openDatabase({ dataDir });
      const ms = await seed(database, count);
      await database.close();
      console.log(`pglite: seeded ${count} quotes in ${(ms / 1000).toFixed(1)} s (${dataDir})`);
      try {
        await measure("pglite", { ...baseEnv, DATA_DIR: dataDir, DATABASE_URL: "" }, rows);
      } finally {
        if (!args.keep) fs.rmSync(dataDir, { recursive: true, force: true });
      }
    } else {
      const adminUrl = args["pg-url"];
      const name = `echoes_bench_${randomBytes(4).toString("hex")}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "echoes-bench-"));
      try {
        const database = await openDatabase({ databaseUrl: url.toString(), dataDir });
        const ms = await seed(database, count);
        await database.close();
        console.log(`postgres: seeded ${count} quotes in ${(ms / 1000).toFixed(1)} s (${name})`);
        await measure("postgres", { ...baseEnv, DATA_DIR: dataDir, DATABASE_URL: url.toString() }, rows);
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
        if (!args.keep) {
          const cleanup = new pg.Client({ connectionString: adminUrl });
          await cleanup.connect();
          await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await cleanup.end();
        }
      }
    }
  }

  console.log(
    `\nGET /api/quotes, ${count} quotes, ${args.connections} connections, ${args.duration} s per case (server and load generator on this machine, ${os.cpus().length} cores)\n`,
  );
  console.log("| database | case | req/s | p50 ms | p99 ms | errors/non-2xx | budget req/s |");
  console.log("|---|---|---:|---:|---:|---:|---:|");
  for (const r of rows) {
    const verdict = r.budget ? (r.rps >= r.budget ? `≥ ${r.budget} ✓` : `≥ ${r.budget} ✗`) : "—";
    console.log(`| ${r.db} | ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${verdict} |`);
  }
}

/** Child mode: the real app, listening on 127.0.0.1, configured by the environment. */
async function serve() {
  const app = await buildApp(loadConfig());
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  process.stdout.write(`READY ${port}\n`);
  process.on("SIGTERM", () => {
    void app.close().then(() => process.exit(0));
  });
}

if (args.serve) await serve();
else await runBenchmarks();
