import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon, { type Request, type Result } from "autocannon";
import { startChildServer, stopChildServer } from "./child-server.ts";
import { CASES, SEARCH_WORDS, type Case } from "./quotes-list-cases.ts";
import { printRow, toRow, type Memory, type Row } from "./quotes-list-report.ts";
import type { CursorSamples } from "./quotes-list-seed.ts";

/**
 * How bench/quotes-list.ts measures: `script` is the benchmark itself, started again as the server (`--serve`) and
 * as the bare route of the ceilings (`--serve-bare`); each case warms up for 1 s, then runs `duration` seconds.
 */
export interface LoadOptions {
  script: string;
  connections: number;
  duration: number;
  /** Only the cases of the languages budget, of oEmbed or of random quotes (with the ceilings); else every case. */
  only?: "language" | "oembed" | "random";
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

/**
 * CPU time a process has used so far (user and system), in ms (Linux, clock ticks of 10 ms). The load generator
 * shares the machine's cores with the server, so that req/s can measure the generator as much as the server; the
 * server's CPU time per request measures the server alone (with PGlite's database, which runs in its process).
 */
function cpuMs(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** A run's results, with the server's CPU time over it. */
type Measured = Result & { cpuMs: number };

/** The request headers of a case: a browser always accepts compressed responses. */
function headersOf(c: { html?: boolean; compressed?: boolean }): Record<string, string> | undefined {
  if (c.html) return { accept: "text/html", "accept-encoding": "br, gzip" };
  return c.compressed ? { "accept-encoding": "br, gzip" } : undefined;
}

async function load(
  options: LoadOptions,
  port: number,
  path: string,
  vary: (() => string) | undefined,
  headers: Record<string, string> | undefined,
  serverPid?: number,
): Promise<Measured> {
  const url = `http://127.0.0.1:${port}`;
  const requests = vary ? [{ setupRequest: (req: Request) => ({ ...req, path: vary() }) }] : undefined;
  const { connections, duration } = options;
  await autocannon({ url: url + path, connections, duration: 1, requests, headers });
  const cpuBefore = cpuMs(serverPid);
  const result = await autocannon({ url: url + path, connections, duration, requests, headers });
  return { ...result, cpuMs: cpuMs(serverPid) - cpuBefore };
}

/** The size of a response's body as sent to a client accepting brotli and gzip, in bytes. */
function sentBytes(port: number, requestPath: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: requestPath, headers: headersOf({ compressed: true }) }, (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => (bytes += chunk.length));
        response.on("end", () => resolve(bytes));
      })
      .on("error", reject);
  });
}

/**
 * The English equivalent of a one-page case in another language: of the English searches `c.englishLike` makes from
 * the bench's English search words, the one whose page is sent in the nearest number of bytes.
 */
async function englishOfLikeSize(port: number, c: Case): Promise<Case> {
  const target = await sentBytes(port, c.path);
  const candidates = await Promise.all(
    SEARCH_WORDS.map(async (word) => {
      const english = c.englishLike!(word);
      const path = `/api/quotes?q=${encodeURIComponent(english)}`;
      return { english, path, bytes: await sentBytes(port, path) };
    }),
  );
  const nearest = candidates.reduce((best, next) =>
    Math.abs(next.bytes - target) < Math.abs(best.bytes - target) ? next : best,
  );
  console.log(`             ${c.name}: ${target} bytes; English "${nearest.english}": ${nearest.bytes} bytes`);
  return { name: `search ${nearest.english} (English, like size), JSON, br`, path: nearest.path, compressed: true };
}

interface Server {
  port: number;
  pid: number | undefined;
}

async function measureCase(options: LoadOptions, server: Server, c: Case, samples: CursorSamples) {
  await drained(server.port);
  return load(options, server.port, c.path, c.vary?.(samples), headersOf(c), server.pid);
}

/**
 * Two cases measured in turn, A B B A, each for two runs of `duration` seconds, so that both meet the same
 * moments of a shared machine's load: req/s is the mean of a case's two runs, p50 their mean, p99 the worse.
 * Cases of one page (cached) are each measured beside a bare route sending the same bytes (`ownCeiling`): their
 * req/s measure the bytes as much as the server (the load generator reads every body into a string).
 */
async function measurePair(options: LoadOptions, server: Server, pair: [Case, Case], samples: CursorSamples) {
  const onePage = pair.every((c) => c.vary === undefined);
  const bodies = onePage
    ? await Promise.all(pair.map(async (c) => (await fetch(`http://127.0.0.1:${server.port}${c.path}`)).text()))
    : [];
  const bare = await Promise.all(bodies.map((body) => startBareRoute(options, body, "json-br")));
  try {
    const runs: Measured[][] = [[], []];
    const ceilings: number[][] = [[], []];
    for (const i of [0, 1, 1, 0]) {
      const own = bare[i];
      if (own)
        ceilings[i]!.push(
          (await load(options, own.port, "/api/quotes", undefined, headersOf({ compressed: true }))).requests.average,
        );
      runs[i]!.push(await measureCase(options, server, pair[i]!, samples));
    }
    const mean = (list: number[]) => list.reduce((sum, n) => sum + n, 0) / list.length;
    return pair.map((c, i) => ({
      c,
      result: combined(runs[i]!),
      ownCeiling: onePage ? mean(ceilings[i]!) : undefined,
    }));
  } finally {
    for (const route of bare) await route.stop();
  }
}

function combined(results: Measured[]): Measured {
  const mean = (pick: (r: Measured) => number) => results.reduce((sum, r) => sum + pick(r), 0) / results.length;
  const sum = (pick: (r: Measured) => number) => results.reduce((total, r) => total + pick(r), 0);
  const first = results[0]!;
  return {
    ...first,
    requests: { ...first.requests, average: mean((r) => r.requests.average), total: sum((r) => r.requests.total) },
    latency: {
      ...first.latency,
      p50: mean((r) => r.latency.p50),
      p99: Math.max(...results.map((r) => r.latency.p99)),
    },
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    non2xx: sum((r) => r.non2xx),
    cpuMs: sum((r) => r.cpuMs),
  };
}

/** Every case against the app serving `env`, after its two ceilings; answers the server's memory. */
export async function measure(
  options: LoadOptions,
  kind: "pglite" | "postgres",
  env: Record<string, string>,
  samples: CursorSamples,
  rows: Row[],
): Promise<Memory> {
  const { child, port } = await startChildServer(options.script, "--serve", env);
  const memory = { idle: 0, peak: 0 };
  try {
    // The ceilings: bare Fastify routes sending the same 20-quote JSON, and the same home page HTML
    // compressed as the app sends it to a browser, measured in this run.
    const json = await (await fetch(`http://127.0.0.1:${port}/api/quotes`)).text();
    const html = await (await fetch(`http://127.0.0.1:${port}/`)).text();
    const jsonCeiling = await measureCeiling(
      options,
      kind,
      "bare Fastify route, same JSON (JSON ceiling)",
      json,
      false,
      rows,
    );
    const htmlCeiling = await measureCeiling(
      options,
      kind,
      "bare Fastify route, same HTML, br (HTML ceiling)",
      html,
      true,
      rows,
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    memory.idle = rssMb(child.pid);
    const sampler = setInterval(() => (memory.peak = Math.max(memory.peak, rssMb(child.pid))), 250);
    try {
      const only = options.only;
      const cases = only ? CASES.filter((c) => c[only]) : CASES;
      if (cases.some((c) => c.random)) await firstRandom(port, child.pid);
      const heldAgainst = new Set(cases.map((c) => c.english).filter((name) => name !== undefined));
      for (const c of cases) {
        // An English case is measured with the case held against it, the two in turn.
        if (heldAgainst.has(c.name)) continue;
        const english = c.englishLike ? await englishOfLikeSize(port, c) : CASES.find((e) => e.name === c.english);
        const server = { port, pid: child.pid };
        const measured = english
          ? await measurePair(options, server, [english, c], samples)
          : [{ c, result: await measureCase(options, server, c, samples), ownCeiling: undefined }];
        for (const { c: measuredCase, result, ownCeiling } of measured) {
          const row = toRow(kind, measuredCase.name, result, measuredCase.html ? htmlCeiling : jsonCeiling);
          if (result.requests.total > 0) row.cpuPerRequest = (result.cpuMs * 1000) / result.requests.total;
          if (ownCeiling) row.ownRatio = result.requests.average / ownCeiling;
          if (measuredCase === c && english) row.english = english.name;
          rows.push(row);
          printRow(row);
        }
        console.log(
          `             resident memory after this case: ${rssMb(child.pid)} MB (peak so far ${memory.peak} MB)`,
        );
      }
    } finally {
      clearInterval(sampler);
    }
    console.log(`  ${kind}: server resident memory ${memory.idle} MB idle, ${memory.peak} MB peak under load`);
    return { kind, ...memory };
  } finally {
    await stopChildServer(child);
  }
}

/**
 * The first random request builds the in-memory index of approved quotes: how long it takes, what it adds to the
 * server's resident memory a second after, and where that settles once the heaps have shrunk (sampled every 5 s for
 * 20 s, with nothing else asked of the server).
 */
async function firstRandom(port: number, pid: number | undefined) {
  const before = rssMb(pid);
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}/api/quotes/random`);
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`GET /api/quotes/random answered ${response.status}`);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = rssMb(pid);
  const settling: number[] = [];
  for (let i = 0; i < 4; i++) {
    await new Promise((resolve) => setTimeout(resolve, 5000));
    settling.push(rssMb(pid));
  }
  console.log(
    `             first random request (builds the index): ${Math.round(ms)} ms; resident memory ${before} → ${after} MB ` +
      `after 1 s (+${after - before}); every 5 s after: ${settling.join(", ")} MB (${settling.at(-1)! - before >= 0 ? "+" : ""}${settling.at(-1)! - before} after 21 s)`,
  );
}

/** A bare Fastify route (--serve-bare) answering with `body`: JSON as it is or compressed as the app does, or HTML. */
async function startBareRoute(options: LoadOptions, body: string, kind: "json" | "json-br" | "html") {
  // A page is too long for an environment variable: the bare route reads its body from a file.
  const bodyFile = path.join(os.tmpdir(), `echoes-bench-body-${randomBytes(4).toString("hex")}`);
  fs.writeFileSync(bodyFile, body);
  const bare = await startChildServer(options.script, "--serve-bare", {
    ...(kind === "html" ? { BENCH_HTML: "1" } : kind === "json-br" ? { BENCH_BROTLI: "1" } : {}),
    BENCH_BODY_FILE: bodyFile,
  });
  return {
    port: bare.port,
    stop: async () => {
      await stopChildServer(bare.child);
      fs.rmSync(bodyFile, { force: true });
    },
  };
}

/** Throughput of a bare Fastify route answering with `body` (HTML: the home page, as a browser asks). */
async function measureCeiling(
  options: LoadOptions,
  kind: string,
  name: string,
  body: string,
  html: boolean,
  rows: Row[],
) {
  const bare = await startBareRoute(options, body, html ? "html" : "json");
  try {
    const result = await load(options, bare.port, html ? "/" : "/api/quotes", undefined, headersOf({ html }));
    const row = toRow(kind, name, result, result.requests.average);
    rows.push(row);
    printRow(row);
    return result.requests.average;
  } finally {
    await bare.stop();
  }
}
