import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { desc } from "drizzle-orm";
import { Redis } from "ioredis";
import type { QuoteAudio } from "#contracts/audio.ts";
import { audioJobs } from "#server/db/schema/index.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { TcpProxy } from "#tests/helpers/tcp-proxy.ts";
import { fakeSpeech } from "#tests/helpers/fake-speech.ts";
import { createQuote } from "#tests/factories/quotes.ts";
import { createSignedInUser, randomClientIp, type SignedInUser } from "#tests/factories/users.ts";

/**
 * Redis goes away (a proxy in front of the shared server drops every connection and refuses new ones) and
 * comes back: the app keeps serving — rate limits count in the process, audio jobs run in the process — says
 * so once, and returns to Redis by itself.
 */
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)("Redis outage", () => {
  const prefix = `echoes-test-${randomBytes(4).toString("hex")}`;
  let proxy: TcpProxy;
  let t: TestApp;
  let admin: SignedInUser;
  let direct: Redis;
  const logs: string[] = [];

  beforeAll(async () => {
    const target = new URL(redisUrl!);
    proxy = await TcpProxy.start(target.hostname, Number(target.port || 6379));
    direct = new Redis(redisUrl!);
    t = await createTestApp("pglite", {
      env: { REDIS_URL: proxy.rewrite(redisUrl!), RATE_LIMIT_EVENTS_PER_MIN: "5", LOG_LEVEL: "info" },
      logStream: { write: (line) => void logs.push(line) },
      audio: { engine: fakeSpeech(), queuePrefix: prefix },
    });
    admin = await createSignedInUser(t.app, t.database.db, { role: "admin" });
  });

  afterAll(async () => {
    await t?.close();
    await proxy?.close();
    const keys = await direct.keys(`${prefix}:*`);
    if (keys.length > 0) await direct.del(...keys);
    await direct.quit();
  });

  const sendEvents = (ip: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/events",
      remoteAddress: ip,
      payload: { events: [{ event_name: "redis_outage", event_type: "user_interaction" }] },
    });

  async function generate(): Promise<{ status: number; ms: number; audio?: QuoteAudio }> {
    const quote = await createQuote(t.app, admin.headers, {
      text: `Redis outage thought ${randomBytes(3).toString("hex")}: the ferry waits for no gull.`,
      author: "Ada Brook",
      category: "wisdom",
      status: "approved",
    });
    const started = performance.now();
    const res = await t.app.inject({
      method: "POST",
      url: `/api/quotes/${quote.id}/generate-audio`,
      headers: admin.headers,
      payload: {},
    });
    return { status: res.statusCode, ms: performance.now() - started, audio: res.json<QuoteAudio>() };
  }

  const linesMatching = (text: string) => logs.filter((line) => line.includes(text)).length;

  it("keeps serving on per-process limits and in-process jobs, logs it once, and returns to Redis", async () => {
    // Redis in use: the limit's counter is in Redis, the job goes through the BullMQ queue.
    const before = randomClientIp();
    expect((await sendEvents(before)).statusCode).toBe(202);
    expect(await direct.keys(`echoes:counter:rate-limit:POST/api/events-${before}`)).toHaveLength(1);
    expect((await generate()).status).toBe(200);
    expect((await direct.keys(`${prefix}:audio-jobs:*`)).length).toBeGreaterThan(0);

    await proxy.cut();

    // Rate limits still hold, counted in the process: 5 a minute, then 429.
    const ip = randomClientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const started = performance.now();
      statuses.push((await sendEvents(ip)).statusCode);
      expect(performance.now() - started).toBeLessThan(1_500);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429, 429]);
    // Sign-in (per-e-mail counters) works.
    const member = await createSignedInUser(t.app, t.database.db);
    expect(member.token).toBeTruthy();
    // Audio jobs run here.
    const during = await generate();
    expect(during.status).toBe(200);
    expect(during.ms).toBeLessThan(10_000);
    for (let i = 0; i < 10; i++) await sendEvents(randomClientIp());
    expect(linesMatching("Redis unreachable: rate limits")).toBe(1);
    expect(linesMatching("Redis unreachable: audio jobs")).toBe(1);

    await proxy.restore();
    // ioredis reconnects by itself (within a couple of seconds): counters return to Redis.
    let after = "";
    for (let i = 0; i < 100; i++) {
      after = randomClientIp();
      await sendEvents(after);
      if ((await direct.keys(`echoes:counter:rate-limit:POST/api/events-${after}`)).length === 1) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await direct.keys(`echoes:counter:rate-limit:POST/api/events-${after}`)).toHaveLength(1);
    expect(linesMatching("Redis is back: rate limits")).toBe(1);
    // The job queue's own connection comes back on its own, possibly a moment after the limiter's. Once it has,
    // jobs go through the Redis queue again: BullMQ holds each under its job row's id.
    await vi.waitFor(
      async () => {
        expect((await generate()).status).toBe(200);
        const [latest] = await t.database.db
          .select({ id: audioJobs.id })
          .from(audioJobs)
          .orderBy(desc(audioJobs.createdAt))
          .limit(1);
        expect(await direct.exists(`${prefix}:audio-jobs:${latest!.id}`)).toBe(1);
      },
      { timeout: 10_000, interval: 200 },
    );
    expect(linesMatching("Redis is back: audio jobs")).toBe(1);
  }, 60_000);
});
