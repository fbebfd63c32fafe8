/**
 * What detecting a quote's language costs (budget: < 2 ms added to a quote create, p99).
 *
 *   npm run bench:language-detection [-- --db pglite|postgres|both] [--creates 400] [--passes 5]
 *                                     [--pg-url postgresql://postgres@127.0.0.1:5432/postgres]
 *
 * 1. The detection alone (modules/quotes/detect-language.ts), timed call by call over the demo quotes, `--passes`
 *    times, and how many of them it answers English (they all are).
 * 2. POST /api/quotes through `app.inject` (the server's own time, no network) on a database seeded with the demo
 *    quotes, as a member: with `language` given and without it (detected), alternating, `--creates` of each. The
 *    texts are the demo quotes' own, so each create also finds its near-duplicate, as a real submission of a known
 *    quote does. The difference between the two is the detection's share of a create.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/client.ts";
import { loadDemoQuotes, type DemoQuote } from "#server/db/demo-quotes.ts";
import { seedDemoQuotes } from "#server/db/seed.ts";
import { quoteWritesKey } from "#server/modules/quotes/quote-write-limit.ts";
import { createBenchDatabase } from "./bench-database.ts";
import { signedInBenchUser } from "./bench-members.ts";

const { values: args } = parseArgs({
  options: {
    db: { type: "string", default: "pglite" },
    creates: { type: "string", default: "400" },
    passes: { type: "string", default: "5" },
    "pg-url": {
      type: "string",
      default: process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres",
    },
  },
});

const BUDGET_MS = 2;
const CREATES = Number(args.creates);
const PASSES = Number(args.passes);
const WARM_UP = 20;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

interface Timing {
  what: string;
  count: number;
  p50: number;
  p99: number;
  max: number;
}

function timing(what: string, times: number[]): Timing {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    what,
    count: sorted.length,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1)!,
  };
}

/** How long loading the detector's language profiles takes, in a process of its own (once per server start). */
function loadTimeMs(): number {
  const script = "const t = performance.now(); import('tinyld').then(() => console.log(performance.now() - t));";
  return Number(execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" }));
}

/** The detection alone, call by call. */
async function detectionAlone(quotes: DemoQuote[]) {
  const loadMs = loadTimeMs();
  const { detectLanguage } = await import("#server/modules/quotes/detect-language.ts");
  for (const quote of quotes.slice(0, 200)) detectLanguage(quote.text); // warm-up
  const times: number[] = [];
  // Each quote's fastest pass: its own cost, without the pauses of a busy machine (other processes, the collector).
  const fastest = quotes.map(() => Infinity);
  let english = 0;
  for (let pass = 0; pass < PASSES; pass++) {
    for (const [index, quote] of quotes.entries()) {
      const started = performance.now();
      const tag = detectLanguage(quote.text);
      const ms = performance.now() - started;
      times.push(ms);
      fastest[index] = Math.min(fastest[index]!, ms);
      if (pass === 0 && tag === "en") english++;
    }
  }
  return {
    loadMs,
    english,
    timings: [
      timing(`detection alone, every call (${quotes.length} demo quotes × ${PASSES})`, times),
      timing(`detection alone, each quote's fastest of ${PASSES}`, fastest),
    ],
  };
}

async function creates(kind: string, quotes: DemoQuote[]): Promise<Timing[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "echoes-bench-language-"));
  const bench = kind === "postgres" ? await createBenchDatabase(args["pg-url"]) : undefined;
  try {
    const database = await openDatabase({ dataDir, databaseUrl: bench?.url });
    await database.migrate();
    await seedDemoQuotes(database.db);
    await database.close();
    const config = loadConfig({
      NODE_ENV: "production",
      LOG_LEVEL: "silent",
      DATA_DIR: dataDir,
      DATABASE_URL: bench?.url ?? "",
      JWT_SECRET: randomBytes(32).toString("hex"),
      CLIENT_DIR: path.join(dataDir, "no-client"),
      ADMIN_EMAIL: "",
      ADMIN_PASSWORD: "",
    });
    const app = await buildApp(config);
    await app.ready();
    try {
      const member = await signedInBenchUser(app, "Member");
      const headers = { authorization: `Bearer ${member.token}` };
      const given: number[] = [];
      const detected: number[] = [];
      const total = WARM_UP + CREATES;
      for (let i = 0; i < 2 * total; i++) {
        const quote = quotes[i % quotes.length]!;
        const withLanguage = i % 2 === 0;
        await app.counters.clear(quoteWritesKey(member.id));
        const payload = {
          text: quote.text,
          author: quote.author,
          category: "wisdom",
          tags: quote.tags,
          ...(withLanguage ? { language: "en" } : {}),
        };
        const started = performance.now();
        const res = await app.inject({ method: "POST", url: "/api/quotes", headers, payload });
        const ms = performance.now() - started;
        if (res.statusCode !== 201) throw new Error(`POST /api/quotes: ${res.statusCode} ${res.body.slice(0, 200)}`);
        if (i < 2 * WARM_UP) continue;
        (withLanguage ? given : detected).push(ms);
      }
      return [
        timing(`${kind}: POST /api/quotes with language given`, given),
        timing(`${kind}: POST /api/quotes without language (detected)`, detected),
      ];
    } finally {
      await app.close();
    }
  } finally {
    await bench?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function run() {
  const quotes = loadDemoQuotes();
  const alone = await detectionAlone(quotes);
  const rows: Timing[] = [...alone.timings];
  const kinds = args.db === "both" ? ["pglite", "postgres"] : [args.db];
  for (const kind of kinds) rows.push(...(await creates(kind, quotes)));

  const load = os.loadavg().map((l) => l.toFixed(1));
  console.log(
    `\nLanguage detection: loading the detector takes ${alone.loadMs.toFixed(0)} ms (once, at start); ` +
      `${alone.english} of ${quotes.length} English demo quotes detected as English. ` +
      `Load average ${load.join(" / ")} on ${os.availableParallelism()} cores.\n`,
  );
  console.log("| what | n | p50 ms | p99 ms | max ms |");
  console.log("|---|---:|---:|---:|---:|");
  for (const row of rows) {
    console.log(
      `| ${row.what} | ${row.count} | ${row.p50.toFixed(3)} | ${row.p99.toFixed(3)} | ${row.max.toFixed(3)} |`,
    );
  }
  for (let i = alone.timings.length; i + 1 < rows.length; i += 2) {
    const [given, detected] = [rows[i]!, rows[i + 1]!];
    console.log(
      `\n${given.what.split(":")[0]}: without language − with: p50 ${(detected.p50 - given.p50).toFixed(3)} ms, ` +
        `p99 ${(detected.p99 - given.p99).toFixed(3)} ms (noise included)`,
    );
  }
  const [every, fastest] = alone.timings as [Timing, Timing];
  const verdict = (ms: number) => (ms < BUDGET_MS ? "within" : "OVER");
  console.log(
    `\nDetection p99 ${every.p99.toFixed(3)} ms every call (${verdict(every.p99)} the ${BUDGET_MS} ms budget), ` +
      `${fastest.p99.toFixed(3)} ms each quote's fastest (${verdict(fastest.p99)}).`,
  );
}

await run();
