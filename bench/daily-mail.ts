/**
 * The morning e-mail (issue 29's budget: sending 10,000 due mails to the outbox takes < 60 s without moving the
 * home list's p99 by more than 20%).
 *
 *   npx tsx bench/daily-mail.ts [--db pglite|postgres|both] [--members 10000] [--connections 4] [--idle 5]
 *                               [--pg-url postgresql://postgres@127.0.0.1:5432/postgres]
 *
 * Seeds a fresh database with 1,000 quotes, an admin and --members members whose mail is due (90% the quote of the
 * day, 5% a list of five quotes in rotation, 5% tags), starts the compiled app in a child process (no SMTP_URL:
 * mail goes to DATA_DIR/outbox, one .eml file each; the schedule's own tick off) and, while a closed loop of
 * --connections readers requests the home list (`GET /api/quotes`), measures the home list for --idle seconds and
 * then during `POST /api/admin/daily-mail/run` for now, then for --idle seconds beside one busy loop per core at the
 * lowest priority (the floor: what any background work costs the p99 on this machine, however little it takes),
 * then idle again. Prints the p99s and their ratios to idle, the run's time, the .eml files written, and — to tell
 * the outbox's share — the time this process takes to write as many messages through the same outbox mailer alone.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { rowsOf, type Database } from "#server/db/client.ts";
import { OutboxMailer } from "#server/mail/mailer.ts";
import { dailyQuoteMail } from "#server/mail/templates/daily-quote.ts";
import { hashPassword } from "#server/modules/auth/password.ts";
import { insertBenchQuotes, withBenchDatabase } from "./bench-database.ts";
import { serveApp, startChildServer, stopChildServer } from "./child-server.ts";
import { withBusyLoops } from "./busy-loops.ts";
import { readLoad, request, windowStats } from "./closed-loop-load.ts";

const { values: args } = parseArgs({
  options: {
    db: { type: "string", default: process.env.DATABASE_URL ? "both" : "pglite" },
    members: { type: "string", default: "10000" },
    connections: { type: "string", default: "4" },
    idle: { type: "string", default: "5" },
    "pg-url": {
      type: "string",
      default:
        process.env.DATABASE_URL ?? process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres",
    },
    serve: { type: "boolean", default: false },
  },
});

const PASSWORD = "bench-password-123";
const SEND_BUDGET_MS = 60_000;
const P99_BUDGET = 1.2;

/** 1,000 quotes, an admin, and `members` members whose morning e-mail was due a minute ago. */
async function seed(database: Database, members: number) {
  await database.migrate();
  await insertBenchQuotes(database, 1000);
  const hash = await hashPassword(PASSWORD);
  await database.db.execute(sql`
    insert into users (email, password_hash, firstname, lastname, role)
    values ('admin@example.test', ${hash}, 'Ada', 'Admin', 'admin')`);
  await database.db.execute(sql`
    insert into users (email, password_hash, firstname, lastname)
    select 'reader-' || i || '@example.test', ${hash}, 'Reader', i::text from generate_series(1, ${members}) as i`);
  // Every 20th member reads a list of five quotes, every 20th (offset by 10) tags; the rest the quote of the day.
  await database.db.execute(sql`
    insert into lists (name, owner_id)
    select 'Mornings', id from users where email like 'reader-%' and (lastname::int) % 20 = 0`);
  await database.db.execute(sql`
    insert into list_items (list_id, quote_id, position)
    select l.id, q.id, q.n - 1 from lists l,
      lateral (select id, row_number() over (order by created_at) as n from quotes where status = 'approved'
        order by created_at limit 5) q`);
  await database.db.execute(sql`
    insert into daily_mail_subscriptions (user_id, enabled, source, hour, timezone, next_due_at, next_local_day,
      unsubscribe_token)
    select u.id, true,
      case when l.id is not null then 'list:' || l.id
        when (u.lastname::int) % 20 = 10 then 'tags:hope,nature' else 'quote_of_the_day' end,
      extract(hour from now() at time zone 'UTC')::int, 'UTC',
      now() - interval '1 minute', (now() at time zone 'UTC')::date,
      md5(random()::text) || md5(u.id::text)
    from users u left join lists l on l.owner_id = u.id
    where u.email like 'reader-%'`);
  await database.db.execute(sql`vacuum analyze`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : "–");
const silentLog = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;

/** The outbox alone: as many messages written by this process through the same mailer, 4 at a time. */
async function outboxAlone(count: number): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "echoes-bench-outbox-"));
  try {
    const mailer = new OutboxMailer(dir, "Echoes <no-reply@echoes.local>", silentLog);
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < count) {
          const i = next++;
          await mailer.send(
            dailyQuoteMail({
              to: `reader-${i}@example.test`,
              firstname: "Reader",
              quote: { text: "Quote number 1: courage grows in quiet rooms", author: "Ada Ellison 1" },
              quoteLink: "http://localhost:3000/quote/bench-1",
              unsubscribeLink: `http://localhost:3000/api/unsubscribe?token=${randomBytes(32).toString("base64url")}`,
              settingsLink: "http://localhost:3000/dashboard",
              publicUrl: "http://localhost:3000",
            }),
          );
        }
      }),
    );
    return performance.now() - started;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

interface Row {
  db: string;
  sent: number;
  files: number;
  runMs: number;
  idle: ReturnType<typeof windowStats>;
  during: ReturnType<typeof windowStats>;
  /** Beside one busy loop per core at the lowest priority, after the run. */
  floor: ReturnType<typeof windowStats>;
  /** Idle again, after the floor. */
  after: ReturnType<typeof windowStats>;
}

async function measure(kind: string, env: Record<string, string>, dataDir: string): Promise<Row> {
  const { child, port } = await startChildServer(fileURLToPath(import.meta.url), "--serve", env);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
  try {
    const signin = await request(agent, port, "POST", "/api/auth/signin", {
      body: { email: "admin@example.test", password: PASSWORD },
    });
    const token = (JSON.parse(signin.body) as { session: { access_token: string } }).session.access_token;
    const load = readLoad(port, "/api/quotes", Number(args.connections));
    await sleep(2000); // warm-up
    const idleFrom = performance.now();
    await sleep(Number(args.idle) * 1000);
    const idleTo = performance.now();
    const res = await request(agent, port, "POST", "/api/admin/daily-mail/run", {
      token,
      body: { at: new Date().toISOString() },
    });
    const runTo = performance.now();
    if (res.status !== 200) throw new Error(`run failed: ${res.status} ${res.body}`);
    const floorFrom = performance.now();
    await withBusyLoops(() => sleep(Number(args.idle) * 1000));
    const floorTo = performance.now();
    await sleep(Number(args.idle) * 1000);
    const afterTo = performance.now();
    await load.stop();
    if (load.errors() > 0) console.log(`  ${kind}: ${load.errors()} read errors`);
    const outbox = path.join(dataDir, "outbox");
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith(".eml")).length : 0;
    return {
      db: kind,
      sent: (JSON.parse(res.body) as { sent: number }).sent,
      files,
      runMs: runTo - idleTo,
      idle: windowStats(load.samples, idleFrom, idleTo),
      during: windowStats(load.samples, idleTo, runTo),
      floor: windowStats(load.samples, floorFrom, floorTo),
      after: windowStats(load.samples, floorTo, afterTo),
    };
  } finally {
    agent.destroy();
    await stopChildServer(child);
  }
}

async function runBenchmarks() {
  const members = Number(args.members);
  const kinds = args.db === "both" ? ["pglite", "postgres"] : [args.db];
  const rows: Row[] = [];
  const baseEnv = {
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    JWT_SECRET: randomBytes(32).toString("hex"),
    CLIENT_DIR: path.join(os.tmpdir(), "echoes-bench-no-client"),
    ADMIN_EMAIL: "",
    ADMIN_PASSWORD: "",
    REDIS_URL: "",
    SMTP_URL: "",
    DAILY_MAIL_TICK_SECONDS: "0",
    RATE_LIMIT_AUTH_PER_MIN: "100000",
    RATE_LIMIT_LISTS_PER_MIN: "1000000",
  };
  for (const kind of kinds) {
    await withBenchDatabase(kind, args["pg-url"], async ({ dataDir, databaseUrl, open }) => {
      let database = await open();
      const started = Date.now();
      await seed(database, members);
      await database.close();
      console.log(`${kind}: seeded ${members.toLocaleString("en-US")} due members in ${Date.now() - started} ms`);
      const row = await measure(kind, { ...baseEnv, DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, dataDir);
      rows.push(row);
      database = await open();
      const [check] = rowsOf<{ sent: number; members: number; most: number }>(
        await database.db.execute(sql`
          select count(*) filter (where status = 'sent')::int as sent, count(distinct user_id)::int as members,
            coalesce(max(n), 0)::int as most
          from daily_mail_sends, lateral (select count(*) as n from daily_mail_sends d2
            where d2.user_id = daily_mail_sends.user_id) c`),
      );
      console.log(
        `  ${kind}: ${check!.sent.toLocaleString("en-US")} deliveries recorded sent for ${check!.members.toLocaleString("en-US")} members, ` +
          `at most ${check!.most} per member`,
      );
      await database.close();
    });
  }
  const aloneMs = await outboxAlone(members);

  console.log(
    `\n${members.toLocaleString("en-US")} due members; ${args.connections} readers in a closed loop on GET /api/quotes ` +
      `(the home list); server and load share this machine (${os.cpus().length} cores). Budgets: all sent in ` +
      `< ${SEND_BUDGET_MS / 1000} s; home p99 during ÷ idle ≤ ${P99_BUDGET}.\n`,
  );
  console.log(
    "| database | sent | .eml files | send all (s) | home idle p50 / p99 ms | home during p50 / p99 ms | p99 during ÷ idle | req/s during ÷ idle | floor p99 ÷ idle | idle again p99 ÷ idle |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const r of rows) {
    const ratio = r.during.p99 / r.idle.p99;
    console.log(
      `| ${r.db} | ${r.sent} | ${r.files} | ${(r.runMs / 1000).toFixed(1)}${r.runMs < SEND_BUDGET_MS ? "" : " (over budget)"} | ` +
        `${fmt(r.idle.p50)} / ${fmt(r.idle.p99)} | ${fmt(r.during.p50)} / ${fmt(r.during.p99)} | ` +
        `${ratio.toFixed(2)}${ratio <= P99_BUDGET ? "" : " (over budget)"} | ${(r.during.rps / r.idle.rps).toFixed(2)} | ` +
        `${(r.floor.p99 / r.idle.p99).toFixed(2)} | ${(r.after.p99 / r.idle.p99).toFixed(2)} |`,
    );
  }
  console.log(
    `\nThe outbox alone (this process, no database, no HTTP load): ${members.toLocaleString("en-US")} .eml files in ` +
      `${(aloneMs / 1000).toFixed(1)} s (${(aloneMs / members).toFixed(2)} ms per mail).`,
  );
}

if (args.serve) await serveApp();
else await runBenchmarks();
