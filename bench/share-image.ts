/**
 * Social preview images (GET /api/quote-image-png/{slug}): render time and cached throughput.
 *
 *   npx tsx bench/share-image.ts [--quotes 30] [--duration 3] [--connections 10]
 *
 * Starts the real app in a child process on a fresh PGlite data dir holding `--quotes` approved quotes of
 * varied lengths, then measures from this process:
 *   - cold: each quote's first request (drawn in the render worker, written to disk), one at a time, p50/p99;
 *   - cached: one image requested again and again (memory and disk cache), and revalidated (304), req/s;
 *   - the reference: a bare @fastify/static route serving the same PNG file, measured in the same run.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon, { type Result } from "autocannon";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { quotes } from "#server/db/schema/index.ts";

const { values: args } = parseArgs({
  options: {
    quotes: { type: "string", default: "30" },
    duration: { type: "string", default: "3" },
    connections: { type: "string", default: "10" },
    serve: { type: "boolean", default: false },
    "serve-static": { type: "string" },
  },
});

const WORDS =
  "courage patience river mountain lantern quiet morning stone harbour garden thought silence kindness road memory light".split(
    " ",
  );

/** Quote texts from a dozen words to several hundred characters, so that fitting works at every size. */
function quoteText(i: number): string {
  const length = 6 + ((i * 37) % 120);
  const words = Array.from({ length }, (_, k) => WORDS[(i * 7 + k * 3) % WORDS.length]);
  return `${words.join(" ")} (${i}).`;
}

function startChild(flags: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", fileURLToPath(import.meta.url), ...flags], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise<{ child: ChildProcess; port: number; slugs: string[] }>((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /READY (\d+) (.*)\n/.exec(out);
      if (match) resolve({ child, port: Number(match[1]), slugs: match[2] ? match[2].split(",") : [] });
    });
    child.on("exit", (code) => reject(new Error(`server exited early with ${code}`)));
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners("exit");
    child.on("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function load(url: string, headers: Record<string, string> = {}): Promise<Result> {
  return autocannon({
    url,
    headers,
    connections: Number(args.connections),
    duration: Number(args.duration),
  });
}

interface Row {
  name: string;
  rps?: number;
  p50: number;
  p99: number;
  ratio?: number;
}

async function runBenchmark() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "echoes-bench-share-"));
  const count = Number(args.quotes);
  const env = {
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    NODE_ENV: "production",
    BENCH_QUOTES: String(count),
    JWT_SECRET: "bench-secret-that-is-at-least-32-characters-long",
  };
  delete process.env.DATABASE_URL;
  const app = await startChild(["--serve"], env);
  const base = `http://127.0.0.1:${app.port}`;
  const rows: Row[] = [];
  try {
    // Cold: every quote's first request draws its image.
    const times: number[] = [];
    let firstMs = 0;
    for (const [i, slug] of app.slugs.entries()) {
      const started = performance.now();
      const res = await fetch(`${base}/api/quote-image-png/${slug}`);
      const bytes = await res.arrayBuffer();
      if (res.status !== 200 || bytes.byteLength < 1000) throw new Error(`cold render of ${slug}: ${res.status}`);
      const ms = performance.now() - started;
      if (i === 0) firstMs = ms;
      else times.push(ms);
    }
    times.sort((a, b) => a - b);
    rows.push({ name: "first render (starts the render worker)", p50: firstMs, p99: firstMs });
    rows.push({
      name: `cold render, ${times.length} distinct quotes`,
      p50: percentile(times, 50),
      p99: percentile(times, 99),
    });

    // The reference: a bare static-file route serving the same PNG.
    const slug = app.slugs[0]!;
    const imageDir = path.join(dataDir, "share-images");
    const reference = await startChild(["--serve-static", imageDir], {});
    const [quoteId] = fs.readdirSync(imageDir).filter((name) => fs.readdirSync(path.join(imageDir, name)).length > 0);
    const file = fs.readdirSync(path.join(imageDir, quoteId!)).find((name) => name.endsWith(".png"))!;
    let staticResult: Result;
    try {
      const url = `http://127.0.0.1:${reference.port}/${quoteId}/${file}`;
      await load(url); // warm-up
      staticResult = await load(url);
    } finally {
      await stopChild(reference.child);
    }
    const ceiling = staticResult.requests.average;

    const imageUrl = `${base}/api/quote-image-png/${slug}`;
    await load(imageUrl);
    const cached = await load(imageUrl);
    const etag = (await fetch(imageUrl)).headers.get("etag") ?? "";
    const revalidated = await load(imageUrl, { "if-none-match": etag });

    const measured = (name: string, r: Result): Row => ({
      name,
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      ratio: r.requests.average / ceiling,
    });
    rows.push(measured("bare static-file route, same PNG (reference)", staticResult));
    rows.push(measured("cached image, 200", cached));
    rows.push(measured("cached image, 304 (If-None-Match)", revalidated));
    for (const r of [staticResult, cached, revalidated]) {
      if (r.errors || r.non2xx - (r === revalidated ? r.requests.total : 0) > 0) {
        console.warn(`warning: ${r.errors} errors, ${r.non2xx} non-2xx answers`);
      }
    }
  } finally {
    await stopChild(app.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const fmt = (n: number) => (n >= 100 ? Math.round(n).toLocaleString("en-US") : n.toFixed(1));
  console.log(
    `\nPreview images — ${count} quotes, ${args.connections} connections, ${args.duration} s per load case\n`,
  );
  console.log("| case | req/s | vs reference | p50 ms | p99 ms |\n|---|---:|---:|---:|---:|");
  for (const r of rows) {
    console.log(
      `| ${r.name} | ${r.rps === undefined ? "—" : fmt(r.rps)} | ${r.ratio === undefined ? "—" : `${Math.round(r.ratio * 100)}%`} | ${fmt(r.p50)} | ${fmt(r.p99)} |`,
    );
  }
}

/** Child mode: the real app on a fresh data dir with BENCH_QUOTES approved quotes; prints their slugs. */
async function serve() {
  const app = await buildApp(loadConfig());
  const count = Number(process.env.BENCH_QUOTES ?? "30");
  const rows = Array.from({ length: count }, (_, i) => ({
    slug: `bench-quote-${i}`,
    urlSlug: `bench-quote-${i}`,
    text: quoteText(i),
    author: `Bench Author ${i}`,
    category: "wisdom",
    status: "approved" as const,
    ...(i % 3 === 1
      ? { backgroundType: "gradient", backgroundUrl: "linear-gradient(135deg, #0f766e 0%, #1e3a8a 100%)" }
      : {}),
  }));
  await app.database.db.insert(quotes).values(rows);
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  process.stdout.write(`READY ${port} ${rows.map((r) => r.urlSlug).join(",")}\n`);
  process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
}

/** Child mode: a bare Fastify app serving a folder with @fastify/static. */
async function serveStatic(root: string) {
  const { default: Fastify } = await import("fastify");
  const { default: fastifyStatic } = await import("@fastify/static");
  const app = Fastify();
  await app.register(fastifyStatic, { root });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  process.stdout.write(`READY ${typeof address === "object" && address ? address.port : 0} \n`);
  process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
}

if (args.serve) await serve();
else if (args["serve-static"]) await serveStatic(args["serve-static"]);
else await runBenchmark();
