import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "#server/db/client.ts";
import { createTestDatabase, type TestDatabase } from "#tests/helpers/test-database.ts";
import { startSmtpServer } from "#tests/helpers/smtp-server.ts";
import { randomClientIp, uniqueEmail } from "#tests/factories/users.ts";
import { startChild, stopChild, type Child } from "#tests/helpers/cluster-processes.ts";

// The once-per-local-day rule across two real app processes (tests/helpers/cluster-child.ts) on one PostgreSQL
// and one Redis: both run the BullMQ-scheduled tick every second and both are asked to run at once, and still each
// member gets exactly one mail. Needs TEST_DATABASE_URL and TEST_REDIS_URL (CI sets both).

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const ADMIN = { email: "mail-cluster-admin@example.test", password: "cluster admin password" };
const MEMBERS = 40;

async function call<T>(base: string, method: string, url: string, options: { token?: string; body?: unknown } = {}) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      "x-forwarded-for": randomClientIp(),
      ...(options.body === undefined ? {} : { "content-type": "application/json" }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  expect(res.status, `${method} ${url}: ${text}`).toBeLessThan(300);
  return JSON.parse(text) as T;
}

describe.skipIf(!databaseUrl || !redisUrl)("the morning e-mail across two processes on PostgreSQL and Redis", () => {
  const prefix = `echoes-test-${randomBytes(4).toString("hex")}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "echoes-mail-cluster-"));
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let a: Child | undefined;
  let b: Child | undefined;

  beforeAll(async () => {
    database = await createTestDatabase("postgres", { seeded: true });
    smtp = await startSmtpServer();
    const env = {
      NODE_ENV: "test",
      LOG_LEVEL: "error",
      HOST: "127.0.0.1",
      PORT: "0",
      DATABASE_URL: database.url!,
      REDIS_URL: redisUrl!,
      REDIS_PREFIX: prefix,
      DATA_DIR: dataDir,
      CLIENT_DIR: path.join(dataDir, "no-client"),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_AUTH_PER_MIN: "1000",
      TRUST_PROXY: "127.0.0.1",
      SMTP_URL: smtp.url,
      DAILY_MAIL_TICK_SECONDS: "1",
      JWT_SECRET: "cluster-secret-that-is-at-least-32-characters",
    };
    [a, b] = await Promise.all([startChild(env), startChild(env)]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([stopChild(a), stopChild(b)]);
    await smtp?.close();
    await database?.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (redisUrl) {
      const redis = new Redis(redisUrl);
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
  });

  it("sends each member one mail per local day, whichever process runs the tick or the admin run", async () => {
    const admin = await call<{ session: { access_token: string } }>(a!.url, "POST", "/api/auth/signin", {
      body: ADMIN,
    });
    const emails: string[] = [];
    for (let i = 0; i < MEMBERS; i++) {
      const email = uniqueEmail("mail-cluster");
      emails.push(email);
      const base = i % 2 === 0 ? a!.url : b!.url;
      await call(base, "POST", "/api/auth/signup", {
        body: { email, password: "member password 123", firstname: "Mira", lastname: "Stone" },
      });
      const session = await call<{ session: { access_token: string } }>(base, "POST", "/api/auth/signin", {
        body: { email, password: "member password 123" },
      });
      await call(base, "PUT", "/api/users/me/subscriptions", {
        token: session.session.access_token,
        body: { daily: { enabled: true, source: "quote_of_the_day", hour: 7, timezone: "Europe/Berlin" } },
      });
    }
    // Due a minute ago: the schedule's ticks (BullMQ, every second, in either process) and admin runs on both
    // processes at once all reach for the same mails.
    await database.db.execute(sql`
      update daily_mail_subscriptions set next_due_at = now() - interval '1 minute'`);
    const now = new Date().toISOString();
    const token = admin.session.access_token;
    await Promise.all(
      [a!, b!, a!, b!].map((child) =>
        call(child.url, "POST", "/api/admin/daily-mail/run", { token, body: { at: now } }),
      ),
    );
    await expect
      .poll(() => emails.filter((e) => smtp.received.some((r) => r.to.includes(e))).length, {
        timeout: 15_000,
      })
      .toBe(MEMBERS);
    // Ticks go on for a few more seconds: nothing more is sent.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    for (const email of emails)
      expect(
        smtp.received.filter((r) => r.to.includes(email)),
        email,
      ).toHaveLength(1);
    const [row] = rowsOf<{ n: number; members: number }>(
      await database.db.execute(sql`
        select count(*)::int as n, count(distinct user_id)::int as members from daily_mail_sends where status = 'sent'`),
    );
    expect(row).toEqual({ n: MEMBERS, members: MEMBERS });
  }, 120_000);

  it("runs the schedule's tick from the shared BullMQ job", async () => {
    const redis = new Redis(redisUrl!);
    try {
      const schedulers = await redis.keys(`${prefix}:daily-mail:*`);
      expect(schedulers.length).toBeGreaterThan(0);
      const completed = await redis.zcard(`${prefix}:daily-mail:completed`);
      expect(completed).toBeGreaterThan(0);
    } finally {
      await redis.quit();
    }
  });
});
