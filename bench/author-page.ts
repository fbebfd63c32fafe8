/**
 * An author's page at 100k quotes: server time of GET /api/authors/{slug} and of the server-rendered /author/{slug}
 * for the most prolific author, uncached (every cache dropped before each request) and cached.
 *
 *   npm run bench:author-page [-- --db pglite|postgres|both] [--quotes 100000] [--runs 200]
 *                             [--pg-url postgresql://postgres@127.0.0.1:5432/postgres]
 *
 * Seeds the catalogue bench:quotes loads (bench/quotes-list-seed.ts: real quote texts, varied authors, 95% approved),
 * gives it attributions (10% verified, 6% disputed, 4% misattributed, the rest attributed) and the prolific author a
 * curator's years and description, then builds the real app in this process (built client included, for the page)
 * and times requests through `app.inject`: the server's own time, without a network or a client between.
 * "Uncached" requests follow a curator's edit of the author (PATCH, untimed), which drops every cache in the process:
 * the author's summary, their pages, the rendered pages. The page (HTML) asks the API for the author's own quotes
 * and, when there are any, the ones misattributed to them. The home page and a quote page, rendered afresh in the
 * same run, are the reference: what rendering a page of quote cards costs on this machine at the time.
 * Budget: < 20 ms server time.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AuthorPage } from "#contracts/authors.ts";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { openDatabase, rowsOf, type Database } from "#server/db/client.ts";
import { createBenchDatabase } from "./bench-database.ts";
import { signedInBenchUser } from "./bench-members.ts";
import { seed } from "./quotes-list-seed.ts";

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

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BUDGET_MS = 20;
const RUNS = Number(args.runs);
const OWN = "attribution=verified,attributed,disputed";

/** Attributions spread by each quote's id, the same on every run; the prolific author gets a curator's fields. */
async function prepare(database: Database): Promise<{ slug: string; count: number }> {
  await database.db.execute(sql`
    with bucket as (select id, abs(hashtext(id::text)) % 100 as b from quotes)
    update quotes q set
      attribution_status = (case
        when bucket.b < 10 then 'verified'
        when bucket.b < 16 then 'disputed'
        when bucket.b < 20 then 'misattributed'
        else 'attributed' end)::attribution_status,
      attribution_actual_author = case when bucket.b between 16 and 17 then 'Someone Else' end
    from bucket where q.id = bucket.id`);
  await database.db.execute(sql`vacuum analyze quotes`);
  const [top] = rowsOf<{ slug: string; count: number }>(
    await database.db.execute(sql`
      select author_slug as slug, count(*)::int as count from quotes where status = 'approved'
      group by author_slug order by count(*) desc limit 1`),
  );
  if (!top) throw new Error("no approved quotes");
  await database.db.execute(sql`
    insert into authors (slug, born, died, description)
    values (${top.slug}, '1879', '1955', 'The most quoted author of the benchmark catalogue.')
    on conflict (slug) do nothing`);
  return top;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

interface Row {
  db: string;
  what: string;
  p50: number;
  p99: number;
  bytes: number;
}

async function measure(kind: string, dataDir: string, databaseUrl: string | undefined, slug: string) {
  const config = loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? "",
    JWT_SECRET: randomBytes(32).toString("hex"),
    CLIENT_DIR: path.join(root, "dist", "client"),
    ADMIN_EMAIL: "",
    ADMIN_PASSWORD: "",
  });
  const app = await buildApp(config);
  await app.ready();
  try {
    const curator = (await signedInBenchUser(app, "Curator", "superuser")).token;
    const edit = async () => {
      const res = await app.inject({
        method: "PATCH",
        url: `/api/authors/${slug}?limit=1`,
        headers: { authorization: `Bearer ${curator}` },
        payload: { description: "The most quoted author of the benchmark catalogue." },
      });
      if (res.statusCode !== 200) throw new Error(`PATCH: ${res.statusCode} ${res.body}`);
    };
    const first = await app.inject({ method: "GET", url: `/api/authors/${slug}?${OWN}` });
    const page = first.json<AuthorPage>();
    if (!page.next_cursor) throw new Error("the prolific author has a single page");
    // Deep in the author's list: where their own quotes end and the next status begins.
    const deep = await deepCursor(app, slug, page.counts.verified + page.counts.attributed - 5);

    const quoteSlug = page.quotes[0]!.url_slug;
    // `{i}` in a URL: a new address each time, so that the page is rendered afresh while the API's answers are cached.
    const cases: { what: string; url: string; cold: boolean }[] = [
      { what: "API, first page (own quotes), uncached", url: `/api/authors/${slug}?${OWN}`, cold: true },
      {
        what: "API, misattributed to them, uncached",
        url: `/api/authors/${slug}?attribution=misattributed`,
        cold: true,
      },
      { what: "API, all statuses, uncached", url: `/api/authors/${slug}`, cold: true },
      { what: "API, deep page by cursor, uncached", url: `/api/authors/${slug}?${OWN}&cursor=${deep}`, cold: true },
      { what: "HTML page, uncached", url: `/author/${slug}`, cold: true },
      { what: "API, first page (own quotes), cached", url: `/api/authors/${slug}?${OWN}`, cold: false },
      { what: "HTML page, rendered afresh, API cached", url: `/author/${slug}?r={i}`, cold: false },
      { what: "HTML page, cached", url: `/author/${slug}`, cold: false },
      // The same run's references: the home page rendered afresh (its list cached, as every visitor finds it) and a
      // quote page (rendered for every request).
      { what: "reference: HTML home page, rendered afresh, API cached", url: "/?r={i}", cold: false },
      { what: "reference: HTML quote page (never cached)", url: `/quote/${quoteSlug}`, cold: false },
    ];
    const rows: Row[] = [];
    for (const { what, url: template, cold } of cases) {
      const urlOf = (i: number) => template.replace("{i}", String(i));
      for (let i = 0; i < 10; i++) await app.inject({ method: "GET", url: urlOf(-i - 1) }); // warm-up
      const times: number[] = [];
      let bytes = 0;
      for (let i = 0; i < RUNS; i++) {
        if (cold) await edit();
        const started = performance.now();
        const url = urlOf(i);
        const res = await app.inject({ method: "GET", url });
        times.push(performance.now() - started);
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        bytes = res.rawPayload.length;
      }
      times.sort((a, b) => a - b);
      rows.push({ db: kind, what, p50: percentile(times, 0.5), p99: percentile(times, 0.99), bytes });
    }
    if (process.env.BENCH_EXPLAIN) await explain(app, slug);
    return rows;
  } finally {
    await app.close();
  }
}

/** The cursor after the author's `index`th own quote (paging 50 at a time to reach it). */
async function deepCursor(app: FastifyInstance, slug: string, index: number): Promise<string> {
  let cursor: string | null = null;
  let seen = 0;
  for (;;) {
    const limit = Math.min(50, Math.max(1, index - seen));
    const url: string = `/api/authors/${slug}?${OWN}&limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`;
    const body = (await app.inject({ method: "GET", url })).json<AuthorPage>();
    seen += body.quotes.length;
    if (!body.next_cursor || seen >= index) return body.next_cursor ?? cursor ?? "";
    cursor = body.next_cursor;
  }
}

/** The plans of the author page's queries (BENCH_EXPLAIN=1). */
async function explain(app: FastifyInstance, slug: string) {
  const statements = [
    sql`select attribution_status, count(*) from quotes where author_slug = ${slug} and status = 'approved'
        group by attribution_status`,
    sql`select author, count(*) from (select author from quotes where author_slug = ${slug} and status = 'approved'
        order by attribution_status, created_at desc, id desc limit 500) sample group by author`,
    sql`select id from quotes where author_slug = ${slug} and status = 'approved'
        and attribution_status between 'verified'::attribution_status and 'disputed'::attribution_status
        order by attribution_status, created_at desc, id desc limit 21`,
  ];
  for (const statement of statements) {
    const plan = await app.database.db.execute(sql`explain (analyze, buffers) ${statement}`);
    console.log(
      rowsOf<{ "QUERY PLAN": string }>(plan)
        .map((r) => r["QUERY PLAN"])
        .join("\n"),
    );
  }
}

async function run() {
  // The page renderer runs React's production build, as `npm start` does (React reads NODE_ENV when it loads).
  process.env.NODE_ENV = "production";
  execFileSync(process.execPath, [path.join(root, "scripts", "ensure-built.mjs")], { stdio: "inherit" });
  const count = Number(args.quotes);
  const kinds = args.db === "both" ? ["pglite", "postgres"] : [args.db];
  const rows: Row[] = [];
  const authors: string[] = [];
  for (const kind of kinds) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "echoes-bench-author-"));
    const bench = kind === "postgres" ? await createBenchDatabase(args["pg-url"]) : undefined;
    try {
      const database = await openDatabase({ dataDir, databaseUrl: bench?.url });
      const ms = await seed(database, count);
      const top = await prepare(database);
      await database.close();
      console.log(`${kind}: seeded ${count} quotes in ${(ms / 1000).toFixed(1)} s; ${top.slug} has ${top.count}`);
      authors.push(`${kind}: ${top.slug} (${top.count} approved quotes)`);
      rows.push(...(await measure(kind, dataDir, bench?.url, top.slug)));
    } finally {
      await bench?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  console.log(
    `\nAuthor page, ${count.toLocaleString("en-US")} quotes, ${RUNS} requests per case through app.inject ` +
      `(server time), budget < ${BUDGET_MS} ms:\n${authors.join("\n")}\n`,
  );
  console.log("| database | request | p50 ms | p99 ms | body bytes | p50 within budget |");
  console.log("|---|---|---:|---:|---:|---|");
  for (const row of rows) {
    console.log(
      `| ${row.db} | ${row.what} | ${row.p50.toFixed(2)} | ${row.p99.toFixed(2)} | ${row.bytes.toLocaleString("en-US")} | ${
        row.p50 < BUDGET_MS ? "yes" : "NO"
      } |`,
    );
  }
}

await run();
