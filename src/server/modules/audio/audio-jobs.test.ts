import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { Redis } from "ioredis";
import type { FastifyInstance } from "fastify";
import type { AudioJob, BulkGenerateAccepted, QuoteAudio } from "#contracts/audio.ts";
import { buildApp } from "#server/app.ts";
import { audioJobs, quotes } from "#server/db/schema/index.ts";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "#tests/helpers/test-database.ts";
import { testConfig } from "#tests/helpers/test-app.ts";
import { fakeSpeech, type FakeSpeech } from "#tests/helpers/fake-speech.ts";
import { createQuote, type Headers } from "#tests/factories/quotes.ts";
import { createSignedInUser } from "#tests/factories/users.ts";

const redisUrl = process.env.TEST_REDIS_URL;
const QUEUES = redisUrl ? (["in-process", "bullmq"] as const) : (["in-process"] as const);
const CASES = DATABASE_KINDS.flatMap((kind) => QUEUES.map((queue) => [kind, queue] as const));

let counter = 0;
const fresh = (over: Record<string, unknown> = {}) => ({
  text: `Job test thought ${++counter}: a lantern in the orchard counts ${counter * 13} moths.`,
  author: "Ada Brook",
  category: "wisdom",
  status: "approved",
  ...over,
});

describe.each(CASES)("audio jobs on %s with the %s queue", (kind, queue) => {
  const prefix = `echoes-test-${randomBytes(4).toString("hex")}`;
  const opened: FastifyInstance[] = [];
  let database: TestDatabase;
  let dataDir: string;

  async function start(engine: FakeSpeech, extra: { waitMs?: number; env?: Record<string, string> } = {}) {
    database ??= await createTestDatabase(kind);
    const config = testConfig({
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
      ...(queue === "bullmq" ? { REDIS_URL: redisUrl } : {}),
      ...extra.env,
    });
    dataDir = config.DATA_DIR;
    const app = await buildApp(config, { database, audio: { engine, waitMs: extra.waitMs, queuePrefix: prefix } });
    await app.ready();
    opened.push(app);
    return app;
  }
  afterAll(async () => {
    for (const app of opened) await app.close();
    await database?.destroy();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    if (queue === "bullmq") {
      const redis = new Redis(redisUrl!);
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
  });

  const jobOf = async (app: FastifyInstance, id: string, headers: Headers) =>
    (await app.inject({ method: "GET", url: `/api/audio/jobs/${id}`, headers })).json<AudioJob>();
  async function settled(app: FastifyInstance, id: string, headers: Headers, timeoutMs = 15_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const job = await jobOf(app, id, headers);
      if (job.state === "completed" || job.state === "failed" || Date.now() > deadline) return job;
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  }

  it("answers 202 with the job when it outlasts the wait, and the job completes later", async () => {
    let release!: () => void;
    const engine = fakeSpeech({ gate: new Promise<void>((resolve) => (release = resolve)) });
    const app = await start(engine, { waitMs: 150 });
    const admin = await createSignedInUser(app, database.db, { role: "admin" });
    const quote = await createQuote(app, admin.headers, fresh());
    const res = await app.inject({
      method: "POST",
      url: `/api/quotes/${quote.id}/generate-audio`,
      headers: admin.headers,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(202);
    const accepted = res.json<{ job_id: string; quote_id: string; state: string }>();
    expect(accepted.quote_id).toBe(quote.id);
    expect(["queued", "running"]).toContain(accepted.state);
    release();
    const job = await settled(app, accepted.job_id, admin.headers);
    expect(job).toMatchObject({ state: "completed", progress: 1, quote_id: quote.id });
    expect(job.result?.audio_url).toMatch(/\.mp3$/);
    await app.close();
  });

  it("runs at most AUDIO_CONCURRENCY syntheses at once; a crash fails one job and the next succeeds", async () => {
    const engine = fakeSpeech({ delayMs: 60, failWhen: (text) => text.includes("CRASH") });
    const app = await start(engine, { env: { AUDIO_CONCURRENCY: "2" } });
    const admin = await createSignedInUser(app, database.db, { role: "admin" });
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const crash = i === 2 ? "CRASH " : "";
      ids.push((await createQuote(app, admin.headers, fresh({ text: `${crash}${fresh().text}` }))).id);
    }
    const res = await app.inject({
      method: "POST",
      url: "/api/audio/generate",
      headers: admin.headers,
      payload: { quote_ids: ids, codec: "wav" },
    });
    expect(res.statusCode, res.body).toBe(202);
    const { jobs } = res.json<BulkGenerateAccepted>();
    const outcomes = new Map<string, AudioJob>();
    for (const job of jobs) outcomes.set(job.quote_id, await settled(app, job.job_id, admin.headers));
    expect(outcomes.get(ids[2]!)).toMatchObject({ state: "failed", error: "speech worker exited with code 134" });
    for (const id of ids.filter((_, i) => i !== 2)) expect(outcomes.get(id)?.state, id).toBe("completed");
    expect(engine.maxConcurrent).toBeLessThanOrEqual(2);
    expect(engine.maxConcurrent).toBe(2);
    const [crashed] = await database.db.select().from(quotes).where(eq(quotes.id, ids[2]!));
    expect(crashed!.hasAudio).toBe(false);
    await app.close();
  });

  it("a generate request waiting for its job answers 202 as soon as the server begins to stop", async () => {
    const stuck = fakeSpeech({ gate: new Promise<void>(() => {}) });
    const app = await start(stuck, { waitMs: 60_000 });
    const admin = await createSignedInUser(app, database.db, { role: "admin" });
    const quote = await createQuote(app, admin.headers, fresh());
    const pending = app.inject({
      method: "POST",
      url: `/api/quotes/${quote.id}/generate-audio`,
      headers: admin.headers,
      payload: {},
    });
    for (let i = 0; i < 200 && stuck.calls.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    const stopping = Date.now();
    await app.close();
    const res = await pending;
    expect(Date.now() - stopping).toBeLessThan(5_000);
    expect(res.statusCode, res.body).toBe(202);
    // Handed back: the job is still to do, and the next start takes it up (next test).
    const [row] = await database.db
      .select()
      .from(audioJobs)
      .where(eq(audioJobs.id, res.json<{ job_id: string }>().job_id));
    expect(["queued", "running"]).toContain(row!.state);
    await database.db.delete(audioJobs).where(eq(audioJobs.id, row!.id)); // not for the next test's server
  });

  it("lists show every quote of a bulk generation within a second of its last narration", async () => {
    const engine = fakeSpeech({ delayMs: 15 });
    const app = await start(engine, { env: { AUDIO_CONCURRENCY: "2" } });
    const admin = await createSignedInUser(app, database.db, { role: "admin" });
    const tag = `bulk${randomBytes(3).toString("hex")}`;
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) ids.push((await createQuote(app, admin.headers, fresh({ tags: [tag] }))).id);
    const listed = async () =>
      (await app.inject({ method: "GET", url: `/api/quotes?tags=${tag}&audio=with&limit=50` })).json<{
        quotes: { id: string }[];
      }>().quotes.length;
    expect(await listed()).toBe(0); // now cached for the list's lifetime unless a write drops it
    const res = await app.inject({
      method: "POST",
      url: "/api/audio/generate",
      headers: admin.headers,
      payload: { quote_ids: ids, codec: "wav" },
    });
    const { jobs } = res.json<BulkGenerateAccepted>();
    for (const job of jobs) expect((await settled(app, job.job_id, admin.headers)).state).toBe("completed");
    const doneAt = Date.now();
    while ((await listed()) < ids.length && Date.now() - doneAt < 3_000) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(await listed()).toBe(ids.length);
    expect(Date.now() - doneAt).toBeLessThan(1_500);
    await app.close();
  });

  it("anonymous visitors get the list they had once more while a background narration's change is rebuilt", async () => {
    const app = await start(fakeSpeech({ delayMs: 5 }));
    const admin = await createSignedInUser(app, database.db, { role: "admin" });
    const tag = `soft${randomBytes(3).toString("hex")}`;
    const { id } = await createQuote(app, admin.headers, fresh({ tags: [tag] }));
    const hasAudio = async () =>
      (await app.inject({ method: "GET", url: `/api/quotes?tags=${tag}` })).json<{
        quotes: { id: string; has_audio: boolean }[];
      }>().quotes[0]!.has_audio;
    expect(await hasAudio()).toBe(false);
    expect(await hasAudio()).toBe(false); // kept in the cache from its second request on
    const res = await app.inject({
      method: "POST",
      url: "/api/audio/generate",
      headers: admin.headers,
      payload: { quote_ids: [id], codec: "wav" },
    });
    const [job] = res.json<BulkGenerateAccepted>().jobs;
    expect((await settled(app, job!.job_id, admin.headers)).state).toBe("completed");
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // past the background invalidation window
    // The cached response is stale: served once more while it is rebuilt, then the rebuilt one.
    expect(await hasAudio()).toBe(false);
    const staleAt = Date.now();
    while (!(await hasAudio()) && Date.now() - staleAt < 2_000) await new Promise((r) => setTimeout(r, 10));
    expect(await hasAudio()).toBe(true);
    expect(Date.now() - staleAt).toBeLessThan(1_000);
    // A write someone waits for still drops the responses at once: removing the audio shows on the next request.
    const removed = await app.inject({ method: "DELETE", url: `/api/quotes/${id}/audio`, headers: admin.headers });
    expect(removed.statusCode).toBe(200);
    expect(await hasAudio()).toBe(false);
    await app.close();
  });

  it("survives a restart: jobs queued or running when the server stopped finish after it starts again", async () => {
    // The first server's engine never finishes; it is closed with jobs running and queued.
    const stuck = fakeSpeech({ gate: new Promise<void>(() => {}) });
    const first = await start(stuck, { env: { AUDIO_CONCURRENCY: "1" } });
    const admin = await createSignedInUser(first, database.db, { role: "admin" });
    const ids = [
      (await createQuote(first, admin.headers, fresh())).id,
      (await createQuote(first, admin.headers, fresh())).id,
    ];
    const res = await first.inject({
      method: "POST",
      url: "/api/audio/generate",
      headers: admin.headers,
      payload: { quote_ids: ids },
    });
    expect(res.statusCode).toBe(202);
    const { job_ids } = res.json<BulkGenerateAccepted>();
    for (let i = 0; i < 200 && stuck.calls.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(stuck.calls.length).toBe(1);
    await first.close();
    const states = await database.db.select({ state: audioJobs.state }).from(audioJobs);
    expect(states.filter((s) => s.state === "completed").length).toBeLessThan(states.length);

    const engine = fakeSpeech();
    const second = await start(engine);
    for (const id of job_ids) expect((await settled(second, id, admin.headers)).state).toBe("completed");
    for (const id of ids) {
      const audio = await second.inject({ method: "GET", url: `/api/quotes/${id}/audio` });
      expect(audio.statusCode).toBe(200);
      expect(audio.json<QuoteAudio>().quote_id).toBe(id);
    }
    expect(engine.calls.length).toBe(2);
  });

  it.runIf(queue === "bullmq")(
    "hands a job a stopping process was running to a process that runs on, without waiting for a restart",
    async () => {
      // Only the two processes of this test work the queue.
      for (const app of opened.splice(0)) await app.close();
      const stuck = fakeSpeech({ gate: new Promise<void>(() => {}) });
      const stopping = await start(stuck, { env: { AUDIO_CONCURRENCY: "1" } });
      const admin = await createSignedInUser(stopping, database.db, { role: "admin" });
      const id = (await createQuote(stopping, admin.headers, fresh())).id;
      const res = await stopping.inject({
        method: "POST",
        url: "/api/audio/generate",
        headers: admin.headers,
        payload: { quote_ids: [id] },
      });
      expect(res.statusCode).toBe(202);
      const [jobId] = res.json<BulkGenerateAccepted>().job_ids;
      for (let i = 0; i < 200 && stuck.calls.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
      expect(stuck.calls.length).toBe(1);

      // Started while the job runs elsewhere: it finds nothing to take up at its start.
      const engine = fakeSpeech();
      const runningOn = await start(engine);
      await stopping.close();
      expect((await settled(runningOn, jobId!, admin.headers)).state).toBe("completed");
      expect(engine.calls.length).toBe(1);
    },
  );
});
