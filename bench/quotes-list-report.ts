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
  /** The server process's CPU time per request, in µs (with PGlite's database; without PostgreSQL's). */
  cpuPerRequest?: number;
  /** Share of a bare route sending the same bytes, measured beside it (one-page cases held against English). */
  ownRatio?: number;
  /** The name of the English case this one was held against, measured in turn with it. */
  english?: string;
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
    `  ${r.db.padEnd(10)} ${r.name.padEnd(44)} ${String(r.rps).padStart(7)} req/s  ${(r.ratio * 100).toFixed(0).padStart(3)}%  p50 ${r.p50} ms  p99 ${r.p99} ms${r.cpuPerRequest === undefined ? "" : `  server CPU ${Math.round(r.cpuPerRequest)} µs/req`}${r.errors ? `  errors ${r.errors}` : ""}`,
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
  printLanguageComparison(rows);
  console.log("\n| database | resident memory idle | peak under load |\n|---|---:|---:|");
  for (const m of memories) console.log(`| ${m.kind} | ${m.idle} MB | ${m.peak} MB |`);
}

/**
 * Each case in another language against its English equivalent in the same run (the budget: within 10%): req/s;
 * for one-page cases, req/s as a share of a bare route sending the same bytes; and the server's CPU time per
 * request. The last two leave out what the load generator pays for the bodies themselves.
 */
function printLanguageComparison(rows: Row[]) {
  const pairs = rows.filter((r) => r.english !== undefined);
  if (pairs.length === 0) return;
  const ratio = (a: number | undefined, b: number | undefined) => (a && b ? `${((b / a) * 100).toFixed(0)}%` : "–");
  const percent = (n: number | undefined) => (n === undefined ? "–" : `${(n * 100).toFixed(0)}%`);
  const us = (n: number | undefined) => (n === undefined ? "–" : `${Math.round(n)} µs`);
  console.log(
    "\n| database | case | English equivalent | req/s, English → this | ÷ | share of a bare route sending the same bytes | ÷ | server CPU per request | ÷ |",
  );
  console.log("|---|---|---|---:|---:|---:|---:|---:|---:|");
  for (const row of pairs) {
    const en = rows.find((r) => r.db === row.db && r.name === row.english);
    if (!en) continue;
    console.log(
      `| ${row.db} | ${row.name} | ${row.english} | ${en.rps.toLocaleString("en-US")} → ${row.rps.toLocaleString("en-US")} | ${ratio(en.rps, row.rps)} | ${percent(en.ownRatio)} → ${percent(row.ownRatio)} | ${ratio(en.ownRatio, row.ownRatio)} | ${us(en.cpuPerRequest)} → ${us(row.cpuPerRequest)} | ${ratio(en.cpuPerRequest, row.cpuPerRequest)} |`,
    );
  }
}
