/**
 * Telling readers of an attribution change (issue 27's budget: notifying 10,000 bookmarkers of one change takes
 * < 2 s, and does not hold up reads).
 *
 *   npx tsx bench/notify.ts [--db pglite|postgres|both] [--members 10000] [--rounds 3] [--connections 8] [--idle 2]
 *                           [--pg-url postgresql://postgres@127.0.0.1:5432/postgres]
 *
 * PostgreSQL runs too when DATABASE_URL is set (a server on which a database may be created) or --db says so.
 * Seeds a fresh database with 1,000 quotes, a curator and --members members who all bookmarked one quote, starts
 * the real app in a child process on 127.0.0.1 and, while a closed loop of --connections readers requests
 * `GET /api/quotes/{id}` of that quote, has the curator change its attribution status through
 * `PATCH /api/quotes/{id}/attribution` --rounds times. Each round reports how long it takes from the PATCH until
 * the last member (the highest id: the notify job goes in id order) has the notice, and the reads' p50/p99 and
 * throughput while the job runs against the --idle seconds before it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { rowsOf, type Database } from "#server/db/client.ts";
import { hashPassword } from "#server/modules/auth/password.ts";
import { insertBenchQuotes, withBenchDatabase } from "./bench-database.ts";
import { serveApp, stopChildServer } from "./child-server.ts";
import { readLoad, request, windowStats } from "./closed-loop-load.ts";

const { values: args } = parseArgs({
  options: {
    db: { type: "string", default: process.env.DATABASE_URL ? "both" : "pglite" },
    members: { type: "string", default: "10000" },
    rounds: { type: "string", default: "3" },
    connections: { type: "string", default: "8" },
    idle: { type: "string", default: "2" },
    "pg-url": {
      type: "string",
      default:
        process.env.DATABASE_URL ?? process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres",
    },
    serve: { type: "boolean", default: false },
  },
});

const PASSWORD = "bench-password-123";
const BUDGET_MS = 2_000;

interface Seeded {
  quoteId: string;
  lastReader: string;
}

/** 1,000 quotes, a curator, and `members` members who bookmarked the first approved quote. */
async function seed(database: Database, members: number): Promise<Seeded> {
  await database.migrate();
  await insertBenchQuotes(database, 1000);
  const hash = await hashPassword(PASSWORD);
  await database.db.execute(sql`
    insert into users (email, password_hash, firstname, lastname, role)
    values ('curator@example.test', ${hash}, 'Cora', 'Curator', 'superuser')`);
  await database.db.execute(sql`
    insert into users (email, password_hash, firstname, lastname)
    select 'reader-' || i || '@example.test', ${hash}, 'Reader', i::text from generate_series(1, ${members}) as i`);
  const [quote] = rowsOf<{ id: string }>(
    await database.db.execute(sql`select id from quotes where status = 'approved' order by created_at desc limit 1`),
  );
  await database.db.execute(sql`
    insert into bookmarks (quote_id, user_id)
    select ${quote!.id}, id from users where email like 'reader-%'`);
  await database.db.execute(sql`
    update quotes set bookmarks_count = ${members} where id = ${quote!.id}`);
  const [last] = rowsOf<{ email: string }>(
    await database.db.execute(sql`select email from users where email like 'reader-%' order by id desc limit 1`),
  );
  await database.db.execute(sql`vacuum analyze`);
  return { quoteId: quote!.id, lastReader: last!.email };
}

/** This script again in a child process (`--serve`: the real app on 127.0.0.1, configured by `env`). */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", fileURLToPath(import.meta.url), "--serve"], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise<{ child: ChildProcess; port: number }>((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /READY (\d+)/.exec(out);
      if (match) resolve({ child, port: Number(match[1]) });
    });
    child.on("exit", (code) => reject(new Error(`server exited early with ${code}`)));
  });
}

async function signIn(agent: http.Agent, port: number, email: string): Promise<string> {
  const res = await request(agent, port, "POST", "/api/auth/signin", { body: { email, password: PASSWORD } });
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${res.body}`);
  return (JSON.parse(res.body) as { session: { access_token: string } }).session.access_token;
}

interface Row {
  db: string;
  round: number;
  notifyMs: number;
  idle: ReturnType<typeof windowStats>;
  during: ReturnType<typeof windowStats>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : "–");

async function measure(kind: string, env: Record<string, string>, seeded: Seeded, rows: Row[]) {
  const { child, port } = await startServer(env);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  try {
    const curator = await signIn(agent, port, "curator@example.test");
    const reader = await signIn(agent, port, seeded.lastReader);
    const quoteUrl = `/api/quotes/${seeded.quoteId}`;
    const load = readLoad(port, quoteUrl, Number(args.connections));
    await sleep(1000); // warm-up
    const statuses = ["disputed", "attributed"] as const;
    for (let round = 1; round <= Number(args.rounds); round++) {
      const idleFrom = performance.now();
      await sleep(Number(args.idle) * 1000);
      const idleTo = performance.now();
      const patchAt = performance.now();
      const res = await request(agent, port, "PATCH", `${quoteUrl}/attribution`, {
        token: curator,
        body: { status: statuses[(round - 1) % 2], note: `Round ${round} of the notify benchmark.` },
      });
      if (res.status !== 200) throw new Error(`PATCH failed: ${res.status} ${res.body}`);
      // The highest member id is told last.
      let doneAt = 0;
      for (;;) {
        const inbox = await request(agent, port, "GET", "/api/notifications?limit=1", { token: reader });
        if ((JSON.parse(inbox.body) as { unread: number }).unread >= round) {
          doneAt = performance.now();
          break;
        }
        if (performance.now() - patchAt > 60_000) throw new Error("the notices did not arrive within a minute");
        await sleep(5);
      }
      const row: Row = {
        db: kind,
        round,
        notifyMs: doneAt - patchAt,
        idle: windowStats(load.samples, idleFrom, idleTo),
        during: windowStats(load.samples, patchAt, doneAt),
      };
      rows.push(row);
      console.log(
        `  ${kind.padEnd(8)} round ${round}: ${Number(args.members).toLocaleString("en-US")} told in ${row.notifyMs.toFixed(0)} ms; ` +
          `reads idle p50 ${fmt(row.idle.p50)} / p99 ${fmt(row.idle.p99)} ms (${row.idle.rps.toFixed(0)}/s), ` +
          `during p50 ${fmt(row.during.p50)} / p99 ${fmt(row.during.p99)} ms (${row.during.rps.toFixed(0)}/s, n=${row.during.count})`,
      );
      await sleep(300);
    }
    await load.stop();
    if (load.errors() > 0) console.log(`  ${kind}: ${load.errors()} read errors`);
  } finally {
    agent.destroy();
    await stopChildServer(child);
  }
}

/** Every member told exactly once per change: as many notices per member as rounds, and every member told. */
async function checkNotices(database: Database, members: number, rounds: number) {
  const [row] = rowsOf<{ total: number; told: number; fewest: number; most: number }>(
    await database.db.execute(sql`
      select coalesce(sum(n), 0)::int as total, count(*)::int as told,
        coalesce(min(n), 0)::int as fewest, coalesce(max(n), 0)::int as most
      from (select count(*) as n from notifications group by user_id) per_member`),
  );
  const ok = row!.told === members && row!.fewest === rounds && row!.most === rounds;
  // The job as the database saw it: from the change's commit-time clock to the last batch's.
  const jobs = rowsOf<{ ms: number }>(
    await database.db.execute(sql`
      select (extract(epoch from (notified_at - created_at)) * 1000)::int as ms
      from attribution_changes order by created_at`),
  );
  console.log(`  job time by the database's clock, per round: ${jobs.map((j) => `${j.ms} ms`).join(", ")}`);
  console.log(
    `  notices: ${row!.total.toLocaleString("en-US")} to ${row!.told.toLocaleString("en-US")} members ` +
      `(expected ${(members * rounds).toLocaleString("en-US")} to ${members.toLocaleString("en-US")}): ` +
      `${ok ? "each member once per change" : "MISMATCH"}`,
  );
}

async function runBenchmarks() {
  const members = Number(args.members);
  const kinds = args.db === "both" ? ["pglite", "postgres"] : [args.db];
  const rows: Row[] = [];
  const baseEnv = {
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    JWT_SECRET: randomBytes(32).toString("hex"),
    CLIENT_DIR: path.join(os.tmpdir(), "echoes-bench-no-client"),
    ADMIN_EMAIL: "",
    ADMIN_PASSWORD: "",
    REDIS_URL: "",
    RATE_LIMIT_AUTH_PER_MIN: "100000",
    RATE_LIMIT_LISTS_PER_MIN: "1000000",
  };
  for (const kind of kinds) {
    await withBenchDatabase(kind, args["pg-url"], async ({ dataDir, databaseUrl, open }) => {
      let database = await open();
      const started = Date.now();
      const seeded = await seed(database, members);
      await database.close();
      console.log(
        `${kind}: seeded ${members.toLocaleString("en-US")} bookmarking members in ${Date.now() - started} ms`,
      );
      await measure(kind, { ...baseEnv, DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, seeded, rows);
      database = await open();
      await checkNotices(database, members, Number(args.rounds));
      await database.close();
    });
  }

  console.log(
    `\n${members.toLocaleString("en-US")} members bookmarked one quote; ${args.connections} readers in a closed loop on ` +
      `GET /api/quotes/{id}; server and load share this machine (${os.cpus().length} cores). ` +
      `Budget: all told in < ${BUDGET_MS} ms, reads not held up.\n`,
  );
  console.log(
    "| database | round | notify all (ms) | reads idle p50 / p99 ms | reads during job p50 / p99 ms | p99 during ÷ idle | req/s during ÷ idle |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---:|");
  for (const r of rows) {
    console.log(
      `| ${r.db} | ${r.round} | ${r.notifyMs.toFixed(0)}${r.notifyMs < BUDGET_MS ? "" : " (over budget)"} | ` +
        `${fmt(r.idle.p50)} / ${fmt(r.idle.p99)} | ${fmt(r.during.p50)} / ${fmt(r.during.p99)} | ` +
        `${(r.during.p99 / r.idle.p99).toFixed(2)} | ${(r.during.rps / r.idle.rps).toFixed(2)} |`,
    );
  }
}

if (args.serve) await serveApp();
else await runBenchmarks();
