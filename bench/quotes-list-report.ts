import os from "node:os";
import type { Result } from "autocannon";

/** What bench/quotes-list.ts prints: a line per case as it is measured, and the tables at the end. */

export interface Row {
  db: string;
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Share of the bare route's throughput measured in the same run. */
  ratio: number;
}

export const toRow = (db: string, name: string, result: Result, ceiling: number): Row => ({
  db,
  name,
  rps: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.timeouts + result.non2xx,
  ratio: ceiling ? result.requests.average / ceiling : 1,
});

export function printRow(r: Row) {
  console.log(
    `  ${r.db.padEnd(10)} ${r.name.padEnd(44)} ${String(r.rps).padStart(7)} req/s  ${(r.ratio * 100).toFixed(0).padStart(3)}%  p50 ${r.p50} ms  p99 ${r.p99} ms${r.errors ? `  errors ${r.errors}` : ""}`,
  );
}

export interface Memory {
  kind: string;
  idle: number;
  peak: number;
}

/** The run's tables: every case's figures, then the server's memory per database. */
export function printSummary(
  rows: Row[],
  memories: Memory[],
  run: { count: number; connections: string | undefined; duration: string | undefined },
) {
  console.log(
    `\n${run.count} quotes, ${run.connections} connections, ${run.duration} s per case; server and load generator on this machine (${os.cpus().length} cores). "vs ceiling" is each case's throughput as a share of a bare Fastify route measured in the same run: sending the same 20-quote JSON for JSON cases, the same home page HTML (brotli, as the app sends it) for HTML cases.\n`,
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
