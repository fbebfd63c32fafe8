/**
 * GET /api/quotes under load, on 100k quotes, for PGlite and PostgreSQL (docs/performance.md).
 *
 *   npx tsx bench/quotes-list.ts [--db pglite|postgres|both] [--quotes 100000] [--duration 5]
 *                                [--connections 10] [--pg-url postgresql://postgres@127.0.0.1:5432/postgres] [--keep]
 *                                [--cases all|languages|oembed|random]
 *
 * Seeds a fresh PGlite directory and/or a fresh PostgreSQL database (dropped afterwards unless
 * --keep) with real quote texts varied by author, tags, category, status, popularity and date,
 * starts the real app (built client included) in a child process on 127.0.0.1 and loads it with
 * autocannon from this process, one case at a time (1 s warm-up, then the measured run); a case in another
 * language and its English equivalent are measured in turn (A B B A), so that both meet the same load, each
 * beside a bare route sending its own body (see measurePair in bench/quotes-list-measure.ts). Each run
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
import { parseArgs } from "node:util";
import zlib from "node:zlib";
import { openDatabase } from "#server/db/client.ts";
import { createBenchDatabase } from "./bench-database.ts";
import { serveApp } from "./child-server.ts";
import { measure, type LoadOptions } from "./quotes-list-measure.ts";
import { printSummary, type Memory, type Row } from "./quotes-list-report.ts";
import { sampleCursors, seed } from "./quotes-list-seed.ts";
import { BENCH_PUBLIC_URL } from "./quotes-list-cases.ts";

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
    cases: { type: "string", default: "all" },
    serve: { type: "boolean", default: false },
    "serve-bare": { type: "boolean", default: false },
  },
});

async function runBenchmarks() {
  const count = Number(args.quotes);
  const kinds = args.db === "both" ? (["pglite", "postgres"] as const) : ([args.db] as ("pglite" | "postgres")[]);
  const rows: Row[] = [];
  const memories: Memory[] = [];
  const options: LoadOptions = {
    script: fileURLToPath(import.meta.url),
    connections: Number(args.connections),
    duration: Number(args.duration),
    only:
      args.cases === "languages"
        ? "language"
        : args.cases === "oembed" || args.cases === "random"
          ? args.cases
          : undefined,
  };
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
    // The quote page URLs the oEmbed cases ask about are of this site.
    PUBLIC_URL: BENCH_PUBLIC_URL,
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
        memories.push(
          await measure(options, "pglite", { ...baseEnv, DATA_DIR: dataDir, DATABASE_URL: "" }, samples, rows),
        );
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
        memories.push(
          await measure(options, "postgres", { ...baseEnv, DATA_DIR: dataDir, DATABASE_URL: url }, samples, rows),
        );
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
        if (!args.keep) await drop();
      }
    }
  }

  printSummary(rows, memories, { count, connections: args.connections, duration: args.duration });
}

/**
 * Child mode: a bare Fastify route answering the body in BENCH_BODY_FILE, the most any route here could serve — JSON as it
 * is, or (BENCH_HTML) HTML compressed once with brotli at the app's quality, or (BENCH_BROTLI) JSON compressed
 * once as the app compresses it (the same bytes).
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
  } else if (process.env.BENCH_BROTLI === "1") {
    const compressed = zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    });
    app.get("/api/quotes", (_request, reply) =>
      reply.type("application/json; charset=utf-8").header("Content-Encoding", "br").send(compressed),
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
