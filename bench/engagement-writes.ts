/**
 * Bookmark and reaction toggles under load on 100k quotes, for PGlite and PostgreSQL (issue 9's budget: p99 of a
 * toggle < 30 ms; the anonymous home list keeps at least 80% of its read-only throughput while writes run).
 *
 *   npx tsx bench/engagement-writes.ts [--db pglite|postgres|both] [--quotes 100000] [--duration 5]
 *                                      [--connections 10] [--write-rate 100] [--users 40]
 *                                      [--pg-url postgresql://postgres@127.0.0.1:5432/postgres]
 *
 * Seeds a fresh database with quotes (95% approved) and users, starts the real app in a child process on
 * 127.0.0.1 and loads it with autocannon from this process: the home list read-only (the reference), bookmark
 * toggles (POST or DELETE on random quotes by random users), reaction toggles (random types), and the home list
 * again while reactions and bookmarks arrive at --write-rate per second. The read-only and read-with-writes runs
 * alternate three times and the median pair (by ratio) is reported.
 */
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { insertBenchQuotes, withBenchDatabase } from "./bench-database.ts";
import { serveApp, startChildServer, stopChildServer } from "./child-server.ts";
import { parseArgs } from "node:util";
import autocannon, { type Options, type Request, type Result } from "autocannon";
import { sql } from "drizzle-orm";
import { REACTION_TYPES } from "#contracts/constants.ts";
import { rowsOf, type Database } from "#server/db/client.ts";
import { users } from "#server/db/schema/index.ts";
import { hashPassword } from "#server/modules/auth/password.ts";

const { values: args } = parseArgs({
  options: {
    db: { type: "string", default: "both" },
    quotes: { type: "string", default: "100000" },
    duration: { type: "string", default: "5" },
    connections: { type: "string", default: "10" },
    "write-rate": { type: "string", default: "100" },
    users: { type: "string", default: "40" },
    "pg-url": {
      type: "string",
      default: process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres",
    },
    serve: { type: "boolean", default: false },
  },
});

const PASSWORD = "bench-password-123";

/** 100k quotes in one statement: varied text, authors, categories, tags, statuses and dates. */
async function seed(database: Database, count: number, userCount: number) {
  await database.migrate();
  const started = Date.now();
  await insertBenchQuotes(database, count);
  const passwordHash = await hashPassword(PASSWORD);
  await database.db.insert(users).values(
    Array.from({ length: userCount }, (_, i) => ({
      email: `bench-${i}@example.test`,
      passwordHash,
      firstname: "Bench",
      lastname: `User${i}`,
    })),
  );
  await database.db.execute(sql`vacuum analyze quotes`);
  const ids = rowsOf<{ id: string }>(
    await database.db.execute(sql`select id from quotes where status = 'approved' order by random() limit 20000`),
  ).map((r) => r.id);
  return { ms: Date.now() - started, ids };
}

async function signInAll(port: number, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await fetch(`http://127.0.0.1:${port}/api/auth/signin`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: `bench-${i}@example.test`, password: PASSWORD }),
    });
    if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
    tokens.push(((await res.json()) as { session: { access_token: string } }).session.access_token);
  }
  return tokens;
}

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)] as T;

/** A random bookmark (POST) or un-bookmark (DELETE), or a random reaction, by a random user. */
function writeRequest(kind: "bookmark" | "reaction" | "mixed", tokens: string[], ids: string[]) {
  return (req: Request): Request => {
    const authorization = `Bearer ${pick(tokens)}`;
    const id = pick(ids);
    const which = kind === "mixed" ? (Math.random() < 0.5 ? "bookmark" : "reaction") : kind;
    if (which === "reaction") {
      return {
        ...req,
        method: "POST",
        path: `/api/quotes/${id}/reactions`,
        headers: { authorization, "content-type": "application/json" },
        body: JSON.stringify({ reaction_type: pick(REACTION_TYPES) }),
      };
    }
    if (Math.random() < 0.5) {
      return { ...req, method: "DELETE", path: `/api/bookmarks/${id}`, headers: { authorization }, body: undefined };
    }
    return {
      ...req,
      method: "POST",
      path: "/api/bookmarks",
      headers: { authorization, "content-type": "application/json" },
      body: JSON.stringify({ quote_id: id }),
    };
  };
}

interface Row {
  db: string;
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Throughput as a share of the read-only home list in the same run (read cases only). */
  ratio?: number;
}

const toRow = (db: string, name: string, r: Result, reference?: number): Row => ({
  db,
  name,
  rps: Math.round(r.requests.average),
  p50: r.latency.p50,
  p99: r.latency.p99,
  errors: r.errors + r.timeouts + r.non2xx,
  ratio: reference ? r.requests.average / reference : undefined,
});

function printRow(r: Row) {
  const ratio = r.ratio === undefined ? "" : `  ${(r.ratio * 100).toFixed(0)}% of read-only`;
  console.log(
    `  ${r.db.padEnd(9)} ${r.name.padEnd(46)} ${String(r.rps).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms${ratio}${r.errors ? `  errors ${r.errors}` : ""}`,
  );
}

async function measure(kind: string, env: Record<string, string>, ids: string[], rows: Row[]) {
  const { child, port } = await startChildServer(fileURLToPath(import.meta.url), "--serve", env);
  const url = `http://127.0.0.1:${port}`;
  const duration = Number(args.duration);
  const connections = Number(args.connections);
  const run = (options: Partial<Options>) =>
    autocannon({ url: `${url}/api/quotes`, connections, duration, ...options });
  const add = (row: Row) => {
    rows.push(row);
    printRow(row);
  };
  try {
    const tokens = await signInAll(port, Number(args.users));
    // Warm-up: the app's code paths, the caches and the database's buffers.
    await run({ duration: 1 });
    await run({ duration: 1, requests: [{ setupRequest: writeRequest("mixed", tokens, ids) }] });

    // The reference and the same reads with writes running, alternated three times (this machine is shared:
    // its load drifts), each reported by the median pair.
    const writeRate = Number(args["write-rate"]);
    const pairs: { alone: Result; reads: Result; writes: Result }[] = [];
    for (let round = 0; round < 3; round++) {
      const alone = await run({});
      const [reads, writes] = await Promise.all([
        run({}),
        run({
          connections: 4,
          overallRate: writeRate,
          requests: [{ setupRequest: writeRequest("mixed", tokens, ids) }],
        }),
      ]);
      pairs.push({ alone, reads, writes });
    }
    pairs.sort(
      (a, b) =>
        a.reads.requests.average / a.alone.requests.average - b.reads.requests.average / b.alone.requests.average,
    );
    const median = pairs[1]!;
    const reference = median.alone.requests.average;
    add(toRow(kind, "home list, read-only (reference)", median.alone, reference));
    // Capacity: as many toggles as the connections can send (latency here is mostly queueing).
    const bookmarks = [{ setupRequest: writeRequest("bookmark", tokens, ids) }];
    const reactions = [{ setupRequest: writeRequest("reaction", tokens, ids) }];
    add(toRow(kind, `bookmark toggles, saturated (${connections} conns)`, await run({ requests: bookmarks })));
    add(toRow(kind, `reaction toggles, saturated (${connections} conns)`, await run({ requests: reactions })));
    // Latency: toggles arriving at a steady rate, as people click.
    const rate = writeRate;
    add(
      toRow(
        kind,
        `bookmark toggles at ${rate}/s`,
        await run({ connections: 4, overallRate: rate, requests: bookmarks }),
      ),
    );
    add(
      toRow(
        kind,
        `reaction toggles at ${rate}/s`,
        await run({ connections: 4, overallRate: rate, requests: reactions }),
      ),
    );

    add(toRow(kind, `home list while ${writeRate} toggles/s run`, median.reads, reference));
    add(toRow(kind, `  the toggles meanwhile (${writeRate}/s offered)`, median.writes));
  } finally {
    await stopChildServer(child);
  }
}

async function runBenchmarks() {
  const count = Number(args.quotes);
  const userCount = Number(args.users);
  const kinds = args.db === "both" ? ["pglite", "postgres"] : [args.db];
  const rows: Row[] = [];
  const baseEnv = {
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    JWT_SECRET: randomBytes(32).toString("hex"),
    CLIENT_DIR: path.join(os.tmpdir(), "echoes-bench-no-client"),
    ADMIN_EMAIL: "",
    ADMIN_PASSWORD: "",
    RATE_LIMIT_AUTH_PER_MIN: "100000",
  };
  for (const kind of kinds) {
    await withBenchDatabase(kind, args["pg-url"], async ({ dataDir, databaseUrl, open }) => {
      const database = await open();
      const { ms, ids } = await seed(database, count, userCount);
      await database.close();
      console.log(`${kind}: seeded ${count} quotes and ${userCount} users in ${(ms / 1000).toFixed(1)} s`);
      await measure(kind, { ...baseEnv, DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, ids, rows);
    });
  }

  console.log(
    `\n${count} quotes, ${userCount} users, ${args.connections} connections, ${args.duration} s per case; server and load generator share this machine (${os.cpus().length} cores). Budgets: toggle p99 < 30 ms (at the steady rate); home list with writes ≥ 80% of read-only.\n`,
  );
  console.log("| database | case | req/s | p50 ms | p99 ms | vs read-only | errors/non-2xx |");
  console.log("|---|---|---:|---:|---:|---:|---:|");
  for (const r of rows) {
    const ratio = r.ratio === undefined ? "" : `${(r.ratio * 100).toFixed(0)}%`;
    console.log(
      `| ${r.db} | ${r.name.trim()} | ${r.rps.toLocaleString("en-US")} | ${r.p50} | ${r.p99} | ${ratio} | ${r.errors} |`,
    );
  }
}

if (args.serve) await serveApp();
else await runBenchmarks();
