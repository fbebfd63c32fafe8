import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import packageJson from "../../../../package.json" with { type: "json" };
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";

const redisUrl = process.env.TEST_REDIS_URL;
const variants: { name: string; env: Record<string, string> }[] = [{ name: "without Redis", env: {} }];
if (redisUrl) {
  const prefix = `echoes-test-${randomBytes(4).toString("hex")}`;
  variants.push({ name: "with Redis", env: { REDIS_URL: redisUrl, REDIS_PREFIX: prefix } });
}

describe.each(DATABASE_KINDS)("GET /api/ready on %s", (kind) => {
  describe.each(variants)("$name", ({ env }) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, { env, audio: { queuePrefix: env.REDIS_PREFIX } });
    });
    afterAll(async () => {
      await t.close();
      if (env.REDIS_PREFIX) {
        const redis = new Redis(redisUrl!);
        const keys = await redis.keys(`${env.REDIS_PREFIX}:*`);
        if (keys.length > 0) await redis.del(...keys);
        await redis.quit();
      }
    });

    const ready = () => t.app.inject({ method: "GET", url: "/api/ready" });

    it("answers 200 with the database up, every migration applied and Redis up (or unused)", async () => {
      const res = await ready();
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        status: "ready",
        database: "up",
        migrations: "applied",
        redis: env.REDIS_URL ? "up" : "unused",
        version: packageJson.version,
      });
    });

    it("answers 503 while the process drains, and again 200 when it does not", async () => {
      t.app.draining = true;
      const res = await ready();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: "not_ready", message: "The server is shutting down" });
      t.app.draining = false;
      expect((await ready()).statusCode).toBe(200);
    });

    it("answers 503 when the database lacks a migration this code expects", async () => {
      const { db } = t.database;
      await db.execute(
        sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
      );
      const res = await ready();
      expect(res.statusCode).toBe(503);
      expect(res.json<{ message: string }>().message).toMatch(
        /^Database migrations are pending \(\d+ of \d+ applied\)$/,
      );
      // /api/health only wants the database to answer.
      expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    });
  });
});
