/**
 * Daily review at scale: server time of GET /api/review/today and POST /api/review/{quote_id} for a heavy member of a
 * 100k-quote catalogue, against the same member's first page of bookmarks (GET /api/bookmarks), measured in the same
 * run: figures are ratios to that reference.
 *
 *   npm run bench:review [-- --db pglite|postgres|both] [--quotes 100000] [--runs 200]
 *                        [--pg-url postgresql://postgres@127.0.0.1:5432/postgres]
 *
 * The member saved 3,000 quotes (2,000 bookmarks, 1,000 in a list, some in both), 1,500 of them graded before (due
 * dates spread from a month ago to two months ahead) and has a year of daily reviews in the log (20 a day).
 * Requests go through `app.inject`: the server's own time, without a network or a client between.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import type { ReviewToday } from "#contracts/review.ts";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { openDatabase, rowsOf, type Database } from "#server/db/client.ts";
import { createBenchDatabase, insertBenchQuotes } from "./bench-database.ts";
import { signedInBenchUser } from "./bench-members.ts";

const { values: args } = parseArgs({
  options: {
    db: { type: "string", default: "pglite" },
    quotes: { type: "string", default: "100000" },
    runs: { type: "string", default: "200" },
    "pg-url": {
      type: "string",
      default: process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres",
    },
  },
});
const RUNS = Number(args.runs);

/** The member, their saves, their schedule and a year of reviews; answers their user id. */
async function prepare(database: Database, userId: string) {
  await database.db.execute(sql`
    insert into bookmarks (quote_id, user_id, created_at)
    select id, ${userId}, now() - (random() * interval '400 days')
    from quotes where status = 'approved' order by hashtext(id::text) limit 2000`);
  const [list] = rowsOf<{ id: string }>(
    await database.db.execute(sql`insert into lists (name, owner_id) values ('Keepers', ${userId}) returning id`),
  );
  await database.db.execute(sql`
    insert into list_items (list_id, quote_id, position, created_at)
    select ${list!.id}, id, row_number() over () - 1, now() - (random() * interval '400 days')
    from (select id from quotes where status = 'approved' order by hashtext(id::text) offset 1500 limit 1000) q`);
  await database.db.execute(sql`
    insert into review_states (user_id, quote_id, ease, repetitions, interval_days, due_at, reviewed_at)
    select ${userId}, quote_id, 2.5, 2, 6, now() + (random() * 90 - 30) * interval '1 day', now() - interval '1 day'
    from bookmarks where user_id = ${userId} limit 1500`);
  await database.db.execute(sql`
    insert into review_log (user_id, quote_id, grade, local_day, reviewed_at)
    select ${userId}, b.quote_id, 'good', (current_date - d)::date, now() - d * interval '1 day'
    from generate_series(1, 365) d
    cross join lateral (select quote_id from bookmarks where user_id = ${userId} limit 20) b`);
  await database.db.execute(sql`vacuum analyze`);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

interface Row {
  db: string;
  what: string;
  p50: number;
  p99: number;
}

async function time(runs: number, request: (i: number) => Promise<void>) {
  for (let i = 0; i < 10; i++) await request(-i - 1);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await request(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

async function measure(kind: string, dataDir: string, databaseUrl: string | undefined): Promise<Row[]> {
  const config = loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? "",
    JWT_SECRET: randomBytes(32).toString("hex"),
    CLIENT_DIR: path.join(dataDir, "no-client"),
    ADMIN_EMAIL: "",
    ADMIN_PASSWORD: "",
  });
  const app = await buildApp(config);
  await app.ready();
  try {
    const member = await signedInBenchUser(app, "Reviewer");
    await prepare(app.database, member.id);
    const headers = { authorization: `Bearer ${member.token}` };
    const get = async (url: string) => {
      const res = await app.inject({ method: "GET", url, headers });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      return res;
    };
    const first = (await get("/api/review/today")).json<ReviewToday>();
    console.log(`${kind}: ${first.due_count} due, ${first.items.length} shown, streak ${first.streak}`);
    // Every grade takes a different due quote (new saves and scheduled ones alike), so that each one is accepted.
    const due = rowsOf<{ quote_id: string }>(
      await app.database.db.execute(sql`
        select quote_id from bookmarks b where user_id = ${member.id} and not exists (
          select 1 from review_states s where s.user_id = b.user_id and s.quote_id = b.quote_id and s.due_at > now())
        limit ${RUNS + 10}`),
    ).map((row) => row.quote_id);
    let next = 0;
    const rows: Row[] = [];
    const reference = await time(RUNS, async () => void (await get("/api/bookmarks?limit=20")));
    rows.push({ db: kind, what: "reference: GET /api/bookmarks?limit=20 (the member's first page)", ...reference });
    rows.push({
      db: kind,
      what: "GET /api/review/today",
      ...(await time(RUNS, async () => void (await get("/api/review/today?timezone=Europe%2FParis")))),
    });
    rows.push({
      db: kind,
      what: "POST /api/review/{quote_id} (good)",
      ...(await time(RUNS, async () => {
        const quoteId = due[next++];
        const res = await app.inject({
          method: "POST",
          url: `/api/review/${quoteId}`,
          headers,
          payload: { grade: "good", timezone: "Europe/Paris" },
        });
        if (res.statusCode !== 200) throw new Error(`grade: ${res.statusCode} ${res.body}`);
      })),
    });
    return rows.map((row) => ({ ...row, ratio: row.p50 / reference.p50 }));
  } finally {
    await app.close();
  }
}

async function run() {
  const count = Number(args.quotes);
  const kinds = args.db === "both" ? ["pglite", "postgres"] : [args.db];
  const rows: (Row & { ratio?: number })[] = [];
  for (const kind of kinds) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "echoes-bench-review-"));
    const bench = kind === "postgres" ? await createBenchDatabase(args["pg-url"]) : undefined;
    try {
      const database = await openDatabase({ dataDir, databaseUrl: bench?.url });
      await database.migrate();
      await insertBenchQuotes(database, count);
      await database.close();
      rows.push(...(await measure(kind, dataDir, bench?.url)));
    } finally {
      await bench?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  console.log(
    `\nDaily review, ${count.toLocaleString("en-US")} quotes, a member with 3,000 saved quotes and a year of ` +
      `reviews; ${RUNS} requests per case through app.inject (server time):\n`,
  );
  console.log("| database | request | p50 ms | p99 ms | p50 ÷ reference |");
  console.log("|---|---|---:|---:|---:|");
  for (const row of rows) {
    console.log(
      `| ${row.db} | ${row.what} | ${row.p50.toFixed(2)} | ${row.p99.toFixed(2)} | ${(row as { ratio: number }).ratio.toFixed(2)} |`,
    );
  }
}

await run();
