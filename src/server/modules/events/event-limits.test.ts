import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { Redis } from "ioredis";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { count, lt } from "drizzle-orm";
import type { ErrorEnvelope } from "#contracts/common.ts";
import type { EventBatchResult } from "#contracts/events.ts";
import { buildApp } from "#server/app.ts";
import { events } from "#server/db/schema/index.ts";
import { randomClientIp } from "#tests/factories/users.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, testConfig, type TestApp } from "#tests/helpers/test-app.ts";
import { DAILY_CAP_MESSAGE, EVENT_BATCH_MAX_BYTES, EVENT_BATCH_TOO_LARGE_MESSAGE } from "./event-caps.ts";
import { EventRetention } from "./event-retention.ts";

const PER_DAY = 30;
const DAY_MS = 24 * 3600_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

const event = (overrides: Record<string, unknown> = {}) => ({
  event_name: "page_view",
  event_type: "page_view",
  page_url: "http://localhost/",
  ...overrides,
});

const redisUrl = process.env.TEST_REDIS_URL;
const variants: { name: string; redis: boolean }[] = [{ name: "in memory", redis: false }];
if (redisUrl) variants.push({ name: "in Redis", redis: true });

describe.each(DATABASE_KINDS)("analytics event limits on %s", (kind) => {
  describe.each(variants)("counters $name", ({ redis }) => {
    const prefix = `echoes-test-${randomBytes(4).toString("hex")}`;
    const env = {
      EVENTS_PER_IP_PER_DAY: String(PER_DAY),
      ...(redis ? { REDIS_URL: redisUrl, REDIS_PREFIX: prefix } : {}),
    };
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp(kind, { env });
    });
    afterAll(async () => {
      await t.close();
      if (redis) {
        const client = new Redis(redisUrl!);
        const keys = await client.keys(`${prefix}:*`);
        if (keys.length > 0) await client.del(...keys);
        await client.quit();
      }
    });
    beforeEach(async () => {
      await t.app.eventBuffer.flush();
      await t.database.db.delete(events);
    });

    const post = (payload: unknown, ip = randomClientIp(), contentType = "application/json") =>
      t.app.inject({
        method: "POST",
        url: "/api/events",
        headers: { "content-type": contentType },
        payload: typeof payload === "string" ? payload : JSON.stringify(payload),
        remoteAddress: ip,
      });
    const stored = async () => {
      await t.app.eventBuffer.flush();
      return (await t.database.db.select({ n: count() }).from(events))[0]!.n;
    };

    it("refuses a batch body over 64 KB with a 413 envelope, as JSON or as a beacon's text, and stores nothing", async () => {
      // 20 events of 3.5 KB each: every one is valid on its own, the batch is not.
      const big = { events: Array.from({ length: 20 }, (_, i) => event({ properties: { pad: "x".repeat(3500), i } })) };
      const body = JSON.stringify(big);
      expect(body.length).toBeGreaterThan(EVENT_BATCH_MAX_BYTES);
      for (const contentType of ["application/json", "text/plain;charset=UTF-8"]) {
        const res = await post(body, randomClientIp(), contentType);
        expect(res.statusCode, contentType).toBe(413);
        expect(res.json<ErrorEnvelope>()).toEqual({
          error: "payload_too_large",
          message: EVENT_BATCH_TOO_LARGE_MESSAGE,
        });
      }
      expect(await stored()).toBe(0);

      // A batch just under the limit is read and stored.
      const fits = { events: big.events.slice(0, 17) };
      expect(JSON.stringify(fits).length).toBeLessThan(EVENT_BATCH_MAX_BYTES);
      const ok = await post(fits);
      expect(ok.statusCode, ok.body).toBe(202);
      expect(ok.json<EventBatchResult>().accepted).toBe(17);
      expect(await stored()).toBe(17);
    });

    it("stores at most the daily number of events per address and lists the rest as rejected", async () => {
      const ip = randomClientIp();
      const first = await post({ events: Array.from({ length: 25 }, () => event()) }, ip);
      expect(first.json<EventBatchResult>()).toEqual({ accepted: 25, rejected: [] });

      const second = await post({ events: Array.from({ length: 10 }, (_, i) => event({ event_name: `e${i}` })) }, ip);
      expect(second.statusCode).toBe(202);
      const result = second.json<EventBatchResult>();
      expect(result.accepted).toBe(5);
      expect(result.rejected).toEqual([5, 6, 7, 8, 9].map((index) => ({ index, message: DAILY_CAP_MESSAGE })));

      const third = await post({ events: [event()] }, ip);
      expect(third.json<EventBatchResult>()).toEqual({
        accepted: 0,
        rejected: [{ index: 0, message: DAILY_CAP_MESSAGE }],
      });
      expect(await stored()).toBe(PER_DAY);

      // Another address has its own allowance.
      expect((await post({ events: [event()] })).json<EventBatchResult>().accepted).toBe(1);
    });

    it("counts an IPv6 client by its /64, so that rotating addresses inside it does not lift the cap", async () => {
      const net = `2001:db8:${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}`;
      let accepted = 0;
      for (let i = 1; i <= 4; i++) {
        const res = await post({ events: Array.from({ length: 10 }, () => event()) }, `${net}::${i.toString(16)}`);
        accepted += res.json<EventBatchResult>().accepted;
      }
      expect(accepted).toBe(PER_DAY);
      expect(await stored()).toBe(PER_DAY);
    });

    it.skipIf(!redis)("shares the daily count between processes through Redis", async () => {
      const config = testConfig(env);
      const other = await buildApp(config, { database: t.database });
      try {
        await other.ready();
        const ip = randomClientIp();
        const here = await post({ events: Array.from({ length: 20 }, () => event()) }, ip);
        expect(here.json<EventBatchResult>().accepted).toBe(20);
        const there = await other.inject({
          method: "POST",
          url: "/api/events",
          payload: { events: Array.from({ length: 20 }, () => event()) },
          remoteAddress: ip,
        });
        expect(there.json<EventBatchResult>().accepted).toBe(PER_DAY - 20);
      } finally {
        await other.close();
        fs.rmSync(config.DATA_DIR, { recursive: true, force: true });
      }
    });
  });

  describe("retention", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, { env: { EVENTS_RETENTION_DAYS: "30" } });
    });
    afterAll(() => t.close());
    beforeEach(async () => {
      await t.app.eventBuffer.flush();
      await t.database.db.delete(events);
    });

    const insertAged = (days: number, n: number) =>
      t.database.db.insert(events).values(
        Array.from({ length: n }, (_, i) => ({
          eventName: `aged-${days}-${i}`,
          eventType: "page_view" as const,
          createdAt: daysAgo(days),
        })),
      );
    const names = async () =>
      (await t.database.db.select({ name: events.eventName }).from(events)).map((r) => r.name).sort();

    it("deletes events older than EVENTS_RETENTION_DAYS and keeps the others", async () => {
      await insertAged(400, 2);
      await insertAged(31, 3);
      await insertAged(29, 2);
      await insertAged(0, 1);
      expect(await t.app.eventRetention.pruneNow()).toBe(5);
      expect(await names()).toEqual(["aged-0-0", "aged-29-0", "aged-29-1"]);
      // Nothing left to do: a second prune deletes nothing.
      expect(await t.app.eventRetention.pruneNow()).toBe(0);
    });

    it("deletes in bounded batches, and several processes pruning at once share the rows", async () => {
      await insertAged(100, 23);
      await insertAged(1, 2);
      const statements: number[] = [];
      class CountingRetention extends EventRetention {
        protected override async deleteBatch() {
          const n = await super.deleteBatch();
          statements.push(n);
          return n;
        }
      }
      const pruners = [1, 2, 3].map(
        () => new CountingRetention({ db: t.database.db, retentionDays: 30, log: t.app.log, batchRows: 4, pauseMs: 1 }),
      );
      const deleted = await Promise.all(pruners.map((p) => p.pruneNow()));
      expect(deleted.reduce((a, b) => a + b, 0)).toBe(23);
      expect(Math.max(...statements)).toBeLessThanOrEqual(4);
      const [old] = await t.database.db
        .select({ n: count() })
        .from(events)
        .where(lt(events.createdAt, daysAgo(30)));
      expect(old?.n).toBe(0);
      expect(await names()).toEqual(["aged-1-0", "aged-1-1"]);
      await Promise.all(pruners.map((p) => p.close()));
    });

    it("is scheduled by the app as soon as it is ready, with the configured period", async () => {
      expect(t.app.eventRetention.scheduled).toBe(true);
      await insertAged(31, 1);
      expect(await t.app.eventRetention.pruneNow()).toBe(1);
    });

    it("prunes on a timer once started, and stops when closed", async () => {
      await insertAged(100, 3);
      const retention = new EventRetention({
        db: t.database.db,
        retentionDays: 30,
        log: t.app.log,
        intervalMs: 20,
      });
      retention.start();
      await expect.poll(async () => (await names()).length, { timeout: 5000 }).toBe(0);
      await retention.close();
      expect(retention.scheduled).toBe(false);
    });
  });
});
