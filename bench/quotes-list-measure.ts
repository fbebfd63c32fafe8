import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon, { type Request } from "autocannon";
import { startChildServer, stopChildServer } from "./child-server.ts";
import { CASES } from "./quotes-list-cases.ts";
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

async function load(options: LoadOptions, port: number, path: string, vary: (() => string) | undefined, html: boolean) {
  const url = `http://127.0.0.1:${port}`;
  const requests = vary ? [{ setupRequest: (req: Request) => ({ ...req, path: vary() }) }] : undefined;
  // As a browser asks for a page: it always accepts compressed responses.
  const headers = html ? { accept: "text/html", "accept-encoding": "br, gzip" } : undefined;
  const { connections, duration } = options;
  await autocannon({ url: url + path, connections, duration: 1, requests, headers });
  return autocannon({ url: url + path, connections, duration, requests, headers });
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
      "/api/quotes",
      {
        BENCH_BODY: json,
      },
      rows,
    );
    const htmlCeiling = await measureCeiling(
      options,
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
        const result = await load(options, port, c.path, c.vary?.(samples), c.html ?? false);
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
    return { kind, ...memory };
  } finally {
    await stopChildServer(child);
  }
}

/** Throughput of a bare Fastify route (--serve-bare) answering `route` with the given body. */
async function measureCeiling(
  options: LoadOptions,
  kind: string,
  name: string,
  route: string,
  env: Record<string, string>,
  rows: Row[],
) {
  // A page is too long for an environment variable: the bare route reads its body from a file.
  const { BENCH_BODY: body = "", ...rest } = env;
  const bodyFile = path.join(os.tmpdir(), `echoes-bench-body-${randomBytes(4).toString("hex")}`);
  fs.writeFileSync(bodyFile, body);
  const bare = await startChildServer(options.script, "--serve-bare", {
    ...rest,
    BENCH_BODY_FILE: bodyFile,
  });
  try {
    const result = await load(options, bare.port, route, undefined, env.BENCH_HTML === "1");
    const row = toRow(kind, name, result, result.requests.average);
    rows.push(row);
    printRow(row);
    return result.requests.average;
  } finally {
    await stopChildServer(bare.child);
    fs.rmSync(bodyFile, { force: true });
  }
}
