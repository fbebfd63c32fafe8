/**
 * The home list while audio is generated: p99 of `GET /api/quotes` idle, then while a bulk generation of 100
 * quotes runs (budget: within 20% of the idle p99), and how long the 100 narrations took. The list is loaded two
 * ways: at a steady rate (open loop, `--rate` req/s, a busy site's traffic) and saturated (closed loop: every
 * connection sends its next request as soon as the last one is answered, so the two cores are always full and any
 * other work at all queues requests).
 *
 *   npx tsx bench/audio-load.ts [--db pglite|postgres] [--quotes 10000] [--duration 5] [--connections 10] [--rate 1000]
 *                               [--rounds 3] [--codec mp3|wav] [--voice <id>]
 *                               [--pg-url postgresql://postgres@127.0.0.1:5432/postgres]
 *
 * Seeds a fresh database, starts the real app (with its real speech engines and the default job
 * concurrency) in a child process on 127.0.0.1 and loads it from this process with a closed-loop client that
 * measures latency to the microsecond (bench/precise-load.ts; autocannon rounds to whole milliseconds). Idle and
 * loaded runs alternate (--rounds times; this machine is shared and its load drifts); the median pair by
 * p99 ratio is reported, with every round listed. Each round also measures the steady rate beside one busy loop per
 * core at the speech workers' priority: the floor that any background work sets on this machine's p99.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import type { AudioJob, BulkGenerateAccepted } from "#contracts/audio.ts";
import { openDatabase, rowsOf, type Database } from "#server/db/client.ts";
import { users } from "#server/db/schema/index.ts";
import { hashPassword } from "#server/modules/auth/password.ts";
import { createBenchDatabase } from "./bench-database.ts";
import { withBusyLoops } from "./busy-loops.ts";
import { serveApp, startChildServer, stopChildServer } from "./child-server.ts";
import { preciseLoad, type PreciseResult } from "./precise-load.ts";

const { values: args } = parseArgs({
  options: {
    db: { type: "string", default: "pglite" },
    quotes: { type: "string", default: "10000" },
    duration: { type: "string", default: "5" },
    connections: { type: "string", default: "10" },
    rounds: { type: "string", default: "3" },
    rate: { type: "string", default: "1000" },
    codec: { type: "string", default: "mp3" },
    voice: { type: "string" },
    "pg-url": {
      type: "string",
      default: process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres",
    },
    serve: { type: "boolean", default: false },
  },
});

const ADMIN = { email: "bench-admin@example.test", password: "bench-password-123" };
const BULK = 100;

async function seed(database: Database, count: number): Promise<string[]> {
  await database.migrate();
  await database.db.execute(sql`
    insert into quotes (slug, url_slug, text, author, category, tags, status, views, created_at, updated_at)
    select 'bench-' || i, 'bench-' || i,
      (array['Courage grows in quiet rooms, where nobody claps and everybody learns.',
        'The river keeps its own time; it does not hurry, yet it reaches the sea.',
        'Kindness is a language the deaf can hear and the blind can see.',
        'Every ending plants a beginning, if we remember to water it.',
        'Light finds the smallest crack, and so does hope in 1999 or in 2026.'])[1 + i % 5],
      (array['Ada Ellison', 'Mara Okafor', 'Jonas Moreau', 'Ines Tanaka', 'Omar Haddad'])[1 + i % 5],
      (array['motivation', 'love', 'wisdom', 'success', 'life'])[1 + i % 5],
      array['hope'], 'approved'::quote_status, (i * 7919) % 5000,
      now() - (i || ' minutes')::interval, now()
    from generate_series(1, ${count}) as i`);
  await database.db.insert(users).values({
    email: ADMIN.email,
    passwordHash: await hashPassword(ADMIN.password),
    firstname: "Bench",
    lastname: "Admin",
    role: "admin",
  });
  await database.db.execute(sql`vacuum analyze quotes`);
  return rowsOf<{ id: string }>(
    await database.db.execute(sql`select id from quotes order by created_at desc limit ${BULK * 4}`),
  ).map((r) => r.id);
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

const toRow = (name: string, r: PreciseResult): Row => ({ name, ...r });

async function measure(env: Record<string, string>, ids: string[]) {
  const { child, port } = await startChildServer(fileURLToPath(import.meta.url), "--serve", env);
  const url = `http://127.0.0.1:${port}`;
  const run = () => preciseLoad(`${url}/api/quotes`, Number(args.connections), Number(args.duration));
  const steady = () =>
    preciseLoad(`${url}/api/quotes`, Number(args.connections), Number(args.duration), Number(args.rate));
  try {
    const signin = await fetch(`${url}/api/auth/signin`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(ADMIN),
    });
    const token = ((await signin.json()) as { session: { access_token: string } }).session.access_token;
    const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };

    const bulk = async (quoteIds: string[]) => {
      const started = Date.now();
      const res = await fetch(`${url}/api/audio/generate`, {
        method: "POST",
        headers,
        body: JSON.stringify({ quote_ids: quoteIds, codec: args.codec, ...(args.voice ? { voice: args.voice } : {}) }),
      });
      if (res.status !== 202) throw new Error(`bulk generation refused: ${res.status} ${await res.text()}`);
      const { job_ids } = (await res.json()) as BulkGenerateAccepted;
      const settledJobs = async () => {
        const states: AudioJob[] = [];
        for (const id of job_ids) {
          const job = (await (await fetch(`${url}/api/audio/jobs/${id}`, { headers })).json()) as AudioJob;
          states.push(job);
        }
        return states;
      };
      return {
        started,
        async finished() {
          for (;;) {
            const states = await settledJobs();
            const done = states.filter((j) => j.state === "completed" || j.state === "failed");
            if (done.length === states.length) {
              return {
                ms: Date.now() - started,
                completed: states.filter((j) => j.state === "completed").length,
                failed: states.filter((j) => j.state === "failed").length,
                seconds: states.reduce((sum, j) => sum + (j.result?.duration ?? 0), 0),
              };
            }
            await new Promise((resolve) => setTimeout(resolve, 500));
          }
        },
      };
    };

    // Warm-up: code paths, caches, the speech engines' workers.
    await run();
    await (await bulk(ids.slice(0, 2))).finished();

    const rounds: {
      idle: PreciseResult;
      loaded: PreciseResult;
      steadyIdle: PreciseResult;
      steadyLoaded: PreciseResult;
      steadyFloor: PreciseResult;
      generation: Awaited<ReturnType<Awaited<ReturnType<typeof bulk>>["finished"]>>;
    }[] = [];
    for (let round = 0; round < Number(args.rounds); round++) {
      const idle = await run();
      const steadyIdle = await steady();
      const steadyFloor = await withBusyLoops(steady);
      const batch = ids.slice(((round % 4) * BULK) % ids.length, (((round % 4) * BULK) % ids.length) + BULK);
      const generation = await bulk(batch);
      await new Promise((resolve) => setTimeout(resolve, 500)); // the jobs are running
      const steadyLoaded = await steady();
      const loaded = await run();
      const outcome = await generation.finished();
      rounds.push({ idle, loaded, steadyIdle, steadyLoaded, steadyFloor, generation: outcome });
      const pct = (a: PreciseResult, b: PreciseResult) => `${((b.p99 / Math.max(a.p99, 0.001)) * 100).toFixed(0)}%`;
      console.log(
        `  round ${round + 1}: at ${args.rate} req/s p99 ${steadyIdle.p99} → ${steadyLoaded.p99} ms (${pct(steadyIdle, steadyLoaded)}; ` +
          `busy loops at the lowest priority: ${steadyFloor.p99} ms, ${pct(steadyIdle, steadyFloor)}); ` +
          `saturated p99 ${idle.p99} → ${loaded.p99} ms (${pct(idle, loaded)}); ` +
          `${outcome.completed} narrations (${outcome.failed} failed, ${outcome.seconds.toFixed(0)} s of audio) in ${(outcome.ms / 1000).toFixed(1)} s`,
      );
    }
    const median = (ratio: (r: (typeof rounds)[number]) => number) =>
      [...rounds].sort((a, b) => ratio(a) - ratio(b))[Math.floor(rounds.length / 2)]!;
    return {
      steady: median((r) => r.steadyLoaded.p99 / Math.max(r.steadyIdle.p99, 0.001)),
      saturated: median((r) => r.loaded.p99 / Math.max(r.idle.p99, 0.001)),
    };
  } finally {
    await stopChildServer(child);
  }
}

async function runBenchmark() {
  const count = Number(args.quotes);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "echoes-bench-"));
  let dropDatabase: (() => Promise<void>) | undefined;
  let databaseUrl = "";
  try {
    if (args.db === "postgres") {
      const created = await createBenchDatabase(args["pg-url"]);
      databaseUrl = created.url;
      dropDatabase = created.drop;
    }
    const database = await openDatabase({ databaseUrl: databaseUrl || undefined, dataDir });
    const ids = await seed(database, count);
    await database.close();
    const env = {
      NODE_ENV: "production",
      LOG_LEVEL: "silent",
      JWT_SECRET: randomBytes(32).toString("hex"),
      CLIENT_DIR: path.join(os.tmpdir(), "echoes-bench-no-client"),
      ADMIN_EMAIL: "",
      ADMIN_PASSWORD: "",
      RATE_LIMIT_AUTH_PER_MIN: "100000",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
    };
    console.log(`${args.db}: ${count} quotes; bulk generation of ${BULK} quotes (${args.codec}) per round`);
    const { steady, saturated } = await measure(env, ids);
    const cases = [
      [
        `home list at a steady ${Number(args.rate).toLocaleString("en-US")} req/s, idle`,
        steady.steadyIdle,
        steady.steadyIdle,
      ],
      [
        `home list at a steady ${Number(args.rate).toLocaleString("en-US")} req/s, during a bulk generation of ${BULK}`,
        steady.steadyLoaded,
        steady.steadyIdle,
      ],
      [
        `home list at a steady ${Number(args.rate).toLocaleString("en-US")} req/s, one busy loop per core at the lowest priority (the floor)`,
        steady.steadyFloor,
        steady.steadyIdle,
      ],
      ["home list saturated (closed loop), idle", saturated.idle, saturated.idle],
      [`home list saturated, during a bulk generation of ${BULK}`, saturated.loaded, saturated.idle],
    ] as const;
    console.log(
      `\n${args.db}, ${count} quotes, ${args.connections} connections, ${args.duration} s per run, median of ${args.rounds} rounds by p99 ratio (each pair from one round); ` +
        `server, speech workers and load generator share this machine (${os.availableParallelism()} cores). Budget: p99 during generation ≤ 120% of idle.\n`,
    );
    console.log("| case | req/s | p50 ms | p99 ms | p99 vs idle | errors/non-2xx |");
    console.log("|---|---:|---:|---:|---:|---:|");
    for (const [name, result, idle] of cases) {
      const r = toRow(name, result);
      const vs = `${((r.p99 / Math.max(idle.p99, 0.001)) * 100).toFixed(0)}%`;
      console.log(`| ${r.name} | ${r.rps.toLocaleString("en-US")} | ${r.p50} | ${r.p99} | ${vs} | ${r.errors} |`);
    }
    const g = steady.generation;
    console.log(
      `\nGeneration: ${g.completed}/${BULK} completed (${g.failed} failed), ${g.seconds.toFixed(1)} s of audio in ${(g.ms / 1000).toFixed(1)} s ` +
        `(${(g.seconds / (g.ms / 1000)).toFixed(1)}× real time end to end, queueing included).`,
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase?.();
  }
}

if (args.serve) await serveApp();
else await runBenchmark();
