/**
 * GET /api/quotes under load, on 100k quotes, for PGlite and PostgreSQL (DESIGN.md §9).
 *
 *   npx tsx bench/quotes-list.ts [--db pglite|postgres|both] [--quotes 100000] [--duration 5]
 *                                [--connections 10] [--pg-url postgresql://postgres@127.0.0.1:5432/postgres] [--keep]
 *
 * Seeds a fresh PGlite directory and/or a fresh PostgreSQL database (dropped afterwards unless
 * --keep) with real quote texts varied by author, tags, category, status, popularity and date,
 * starts the real app (built client included) in a child process on 127.0.0.1 and loads it with
 * autocannon from this process, one case at a time (1 s warm-up, then the measured run). Each run
 * first measures two ceilings — a bare Fastify route sending the same 20-quote JSON, and one sending the
 * home page's HTML as the app does (brotli) — and reports every JSON case as a share of the first and every
 * HTML case as a share of the second, with the server's resident memory idle and under load.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createBenchDatabase } from "./bench-database.ts";
import { serveApp, startChildServer, stopChildServer } from "./child-server.ts";
import { parseArgs } from "node:util";
import zlib from "node:zlib";
import autocannon, { type Request, type Result } from "autocannon";
import { sql } from "drizzle-orm";
import { CATEGORIES, type QuoteStatus } from "#contracts/constants.ts";
import { LIST_FILTER_VALUE_MAX, LIST_FILTER_VALUES_MAX, QUOTE_OFFSET_MAX } from "#contracts/quotes.ts";
import { openDatabase, rowsOf, type Database } from "#server/db/client.ts";
import { categoryForTags, loadDemoQuotes } from "#server/db/demo-quotes.ts";
import { quotes } from "#server/db/schema/index.ts";
import { quoteSlugBase } from "#server/lib/quote-slug.ts";

const { values: args } = parseArgs({
  options: {
    db: { type: "string", default: "both" },
    quotes: { type: "string", default: "100000" },
    duration: { type: "string", default: "5" },
    connections: { type: "string", default: "10" },
    "pg-url": {
      type: "string",
      default: process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres",
    },
    keep: { type: "boolean", default: false },
    serve: { type: "boolean", default: false },
    "serve-bare": { type: "boolean", default: false },
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
  vary?: (samples: CursorSamples) => () => string;
  /** Request the page as a browser does (HTML, accepting brotli or gzip) rather than the JSON list. */
  html?: boolean;
}

/** Cursors spread over the whole catalogue, for deep pages that no cache has seen. */
interface CursorSamples {
  latest: string[];
  popular: string[];
  approved: number;
}

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)] as T;

const CASES: Case[] = [
  { name: "home (latest, 20), JSON", path: "/api/quotes" },
  { name: "home, server-rendered HTML (as a browser asks)", path: "/", html: true },
  { name: "category filter, JSON", path: "/api/quotes?categories=love" },
  { name: "category filter, HTML (as a browser asks)", path: "/?categories=love", html: true },
  { name: "full-text search, JSON", path: "/api/quotes?q=imagination" },
  { name: "tag filter, JSON", path: "/api/quotes?tags=hope" },
  {
    name: "deep pages by cursor, anywhere (uncached)",
    path: "/api/quotes",
    vary: (samples) => () =>
      Math.random() < 0.5
        ? `/api/quotes?cursor=${pick(samples.latest)}`
        : `/api/quotes?sort=popular&cursor=${pick(samples.popular)}`,
  },
  {
    name: "search, 20 words x 10 pages (uncached)",
    path: "/api/quotes",
    vary: () => () => `/api/quotes?q=${pick(SEARCH_WORDS)}&offset=${20 * Math.floor(Math.random() * 10)}`,
  },
  {
    name: `deep pages by offset, up to ${QUOTE_OFFSET_MAX} (uncached)`,
    path: "/api/quotes",
    vary: () => () =>
      `/api/quotes?offset=${Math.floor(Math.random() * QUOTE_OFFSET_MAX)}&sort=${Math.random() < 0.5 ? "latest" : "popular"}`,
  },
  {
    name: `the costliest filter allowed: ${LIST_FILTER_VALUES_MAX} authors and tags (uncached)`,
    path: "/api/quotes",
    vary: () => () => `/api/quotes?authors=${worstList("a")}&tags=${worstList("t")}&offset=${QUOTE_OFFSET_MAX}`,
  },
  // Refused by the contract (400 counts as non-2xx): what an offset beyond the bound costs now.
  {
    name: `offset beyond ${QUOTE_OFFSET_MAX}: refused`,
    path: "/api/quotes",
    vary: (samples) => () =>
      `/api/quotes?offset=${QUOTE_OFFSET_MAX + 1 + Math.floor(Math.random() * samples.approved)}`,
  },
];

/** As many distinct values of the longest length as a list filter takes: each is a substring match. */
function worstList(prefix: string): string {
  return Array.from({ length: LIST_FILTER_VALUES_MAX }, (_, i) =>
    `${prefix}${i}${randomBytes(4).toString("hex")}`.padEnd(LIST_FILTER_VALUE_MAX, "e"),
  ).join(",");
}

/** Samples the catalogue for cursors (the API's own format: base64url of the sort key). */
async function sampleCursors(database: Database): Promise<CursorSamples> {
  const encode = (values: unknown[]) => Buffer.from(JSON.stringify(values)).toString("base64url");
  const sampled = await database.db.execute(
    sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at, id, reactions_count, views
        from quotes where status = 'approved' order by random() limit 20000`,
  );
  const list = rowsOf<{ created_at: string; id: string; reactions_count: number; views: number }>(sampled);
  const [{ count } = { count: 0 }] = rowsOf<{ count: number }>(
    await database.db.execute(sql`select count(*)::int as count from quotes where status = 'approved'`),
  );
  return {
    latest: list.map((r) => encode([r.created_at, r.id])),
    popular: list.map((r) => encode([r.reactions_count, r.views, r.id])),
    approved: count,
  };
}

interface Row {
  db: string;
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Share of the bare route's throughput measured in the same run. */
  ratio: number;
}

/** Waits until the server answers at once again: a case must not pay for the previous one's backlog. */
async function drained(port: number) {
  for (let i = 0; i < 600; i++) {
    const started = Date.now();
    await fetch(`http://127.0.0.1:${port}/api/health`);
    if (Date.now() - started < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Resident memory of a process, in MB (Linux). */
function rssMb(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : 0;
  } catch {
    return 0;
  }
}

async function load(port: number, path: string, vary: (() => string) | undefined, html: boolean) {
  const url = `http://127.0.0.1:${port}`;
  const requests = vary ? [{ setupRequest: (req: Request) => ({ ...req, path: vary() }) }] : undefined;
  // As a browser asks for a page: it always accepts compressed responses.
  const headers = html ? { accept: "text/html", "accept-encoding": "br, gzip" } : undefined;
  const connections = Number(args.connections);
  await autocannon({ url: url + path, connections, duration: 1, requests, headers });
  return autocannon({ url: url + path, connections, duration: Number(args.duration), requests, headers });
}

const toRow = (db: string, name: string, result: Result, ceiling: number): Row => ({
  db,
  name,
  rps: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.timeouts + result.non2xx,
  ratio: ceiling ? result.requests.average / ceiling : 1,
});

function printRow(r: Row) {
  console.log(
    `  ${r.db.padEnd(10)} ${r.name.padEnd(44)} ${String(r.rps).padStart(7)} req/s  ${(r.ratio * 100).toFixed(0).padStart(3)}%  p50 ${r.p50} ms  p99 ${r.p99} ms${r.errors ? `  errors ${r.errors}` : ""}`,
  );
}

async function measure(kind: "pglite" | "postgres", env: Record<string, string>, samples: CursorSamples, rows: Row[]) {
  const { child, port } = await startChildServer(fileURLToPath(import.meta.url), "--serve", env);
  const memory = { idle: 0, peak: 0 };
  try {
    // The ceilings: bare Fastify routes sending the same 20-quote JSON, and the same home page HTML
    // compressed as the app sends it to a browser, measured in this run.
    const json = await (await fetch(`http://127.0.0.1:${port}/api/quotes`)).text();
    const html = await (await fetch(`http://127.0.0.1:${port}/`)).text();
    const jsonCeiling = await measureCeiling(
      kind,
      "bare Fastify route, same JSON (JSON ceiling)",
      "/api/quotes",
      {
        BENCH_BODY: json,
      },
      rows,
    );
    const htmlCeiling = await measureCeiling(
      kind,
      "bare Fastify route, same HTML, br (HTML ceiling)",
      "/",
      {
        BENCH_BODY: html,
        BENCH_HTML: "1",
      },
      rows,
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    memory.idle = rssMb(child.pid);
    const sampler = setInterval(() => (memory.peak = Math.max(memory.peak, rssMb(child.pid))), 250);
    try {
      for (const c of CASES) {
        await drained(port);
        const result = await load(port, c.path, c.vary?.(samples), c.html ?? false);
        const row = toRow(kind, c.name, result, c.html ? htmlCeiling : jsonCeiling);
        rows.push(row);
        printRow(row);
        console.log(
          `             resident memory after this case: ${rssMb(child.pid)} MB (peak so far ${memory.peak} MB)`,
        );
      }
    } finally {
      clearInterval(sampler);
    }
    console.log(`  ${kind}: server resident memory ${memory.idle} MB idle, ${memory.peak} MB peak under load`);
    memories.push({ kind, ...memory });
  } finally {
    await stopChildServer(child);
  }
}

const memories: { kind: string; idle: number; peak: number }[] = [];

/** Throughput of a bare Fastify route (--serve-bare) answering `route` with the given body. */
async function measureCeiling(kind: string, name: string, route: string, env: Record<string, string>, rows: Row[]) {
  // A page is too long for an environment variable: the bare route reads its body from a file.
  const { BENCH_BODY: body = "", ...rest } = env;
  const bodyFile = path.join(os.tmpdir(), `echoes-bench-body-${randomBytes(4).toString("hex")}`);
  fs.writeFileSync(bodyFile, body);
  const bare = await startChildServer(fileURLToPath(import.meta.url), "--serve-bare", {
    ...rest,
    BENCH_BODY_FILE: bodyFile,
  });
  try {
    const result = await load(bare.port, route, undefined, env.BENCH_HTML === "1");
    const row = toRow(kind, name, result, result.requests.average);
    rows.push(row);
    printRow(row);
    return result.requests.average;
  } finally {
    await stopChildServer(bare.child);
    fs.rmSync(bodyFile, { force: true });
  }
}

async function runBenchmarks() {
  const count = Number(args.quotes);
  const kinds = args.db === "both" ? (["pglite", "postgres"] as const) : ([args.db] as ("pglite" | "postgres")[]);
  const rows: Row[] = [];
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  // The HTML cases need the built client and its server renderer.
  execFileSync(process.execPath, [path.join(root, "scripts", "ensure-built.mjs")], { stdio: "inherit" });
  const baseEnv = {
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    JWT_SECRET: randomBytes(32).toString("hex"),
    CLIENT_DIR: path.join(root, "dist", "client"),
    ADMIN_EMAIL: "",
    ADMIN_PASSWORD: "",
    // One load generator is one IP: lift the per-IP limit of uncached lists for the run.
    RATE_LIMIT_LISTS_PER_MIN: "100000000",
  };

  for (const kind of kinds) {
    if (kind === "pglite") {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "echoes-bench-"));
      const database = await openDatabase({ dataDir });
      const ms = await seed(database, count);
      const samples = await sampleCursors(database);
      await database.close();
      console.log(`pglite: seeded ${count} quotes in ${(ms / 1000).toFixed(1)} s (${dataDir})`);
      try {
        await measure("pglite", { ...baseEnv, DATA_DIR: dataDir, DATABASE_URL: "" }, samples, rows);
      } finally {
        if (!args.keep) fs.rmSync(dataDir, { recursive: true, force: true });
      }
    } else {
      const { name, url, drop } = await createBenchDatabase(args["pg-url"]);
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "echoes-bench-"));
      try {
        const database = await openDatabase({ databaseUrl: url, dataDir });
        const ms = await seed(database, count);
        const samples = await sampleCursors(database);
        await database.close();
        console.log(`postgres: seeded ${count} quotes in ${(ms / 1000).toFixed(1)} s (${name})`);
        await measure("postgres", { ...baseEnv, DATA_DIR: dataDir, DATABASE_URL: url }, samples, rows);
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
        if (!args.keep) await drop();
      }
    }
  }

  console.log(
    `\n${count} quotes, ${args.connections} connections, ${args.duration} s per case; server and load generator on this machine (${os.cpus().length} cores). "vs ceiling" is each case's throughput as a share of a bare Fastify route measured in the same run: sending the same 20-quote JSON for JSON cases, the same home page HTML (brotli, as the app sends it) for HTML cases.\n`,
  );
  console.log("| database | case | req/s | vs ceiling | p50 ms | p99 ms | errors/non-2xx |");
  console.log("|---|---|---:|---:|---:|---:|---:|");
  for (const r of rows) {
    console.log(
      `| ${r.db} | ${r.name} | ${r.rps.toLocaleString("en-US")} | ${(r.ratio * 100).toFixed(0)}% | ${r.p50} | ${r.p99} | ${r.errors} |`,
    );
  }
  console.log("\n| database | resident memory idle | peak under load |\n|---|---:|---:|");
  for (const m of memories) console.log(`| ${m.kind} | ${m.idle} MB | ${m.peak} MB |`);
}

/**
 * Child mode: a bare Fastify route answering the body in BENCH_BODY_FILE, the most any route here could serve — JSON as it
 * is, or (BENCH_HTML) HTML compressed once with brotli at the app's quality.
 */
async function serveBare() {
  const { default: Fastify } = await import("fastify");
  const app = Fastify();
  const body = process.env.BENCH_BODY_FILE ? fs.readFileSync(process.env.BENCH_BODY_FILE, "utf8") : "{}";
  if (process.env.BENCH_HTML === "1") {
    const compressed = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    app.get("/", (_request, reply) =>
      reply.type("text/html; charset=utf-8").header("Content-Encoding", "br").send(compressed),
    );
  } else {
    app.get("/api/quotes", (_request, reply) => reply.type("application/json; charset=utf-8").send(body));
  }
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  process.stdout.write(`READY ${typeof address === "object" && address ? address.port : 0}\n`);
  process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
}

if (args.serve) await serveApp();
else if (args["serve-bare"]) await serveBare();
else await runBenchmarks();
