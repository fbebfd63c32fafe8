import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { audioJobs } from "#server/db/schema/index.ts";
import { createTestDatabase, type TestDatabase } from "#tests/helpers/test-database.ts";
import { randomClientIp, uniqueEmail } from "#tests/factories/users.ts";
import { startChild, stopChild, type Child } from "#tests/helpers/cluster-processes.ts";

// Two real app processes (tsx, tests/helpers/cluster-child.ts) on one PostgreSQL database and one Redis behave as
// one: caches follow the other's writes, limits count across both, a revoked token is refused by both, and a job
// whose process was killed is finished by the other. Needs TEST_DATABASE_URL and TEST_REDIS_URL (CI sets both).

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

const ADMIN = { email: "cluster-admin@example.test", password: "cluster admin password" };
const AUTH_PER_MIN = 6;

/** The fields of the API's answers this test reads. */
interface Answer {
  session: { access_token: string };
  user: { id: string };
  email: string;
  id: string;
  status: string;
  quotes: { id: string }[];
  job_ids: string[];
}

async function call(
  base: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; ip?: string } = {},
): Promise<{ status: number; json: () => Answer; text: string }> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.ip) headers["x-forwarded-for"] = options.ip;
  const res = await fetch(base + url, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return { status: res.status, text, json: () => JSON.parse(text) as Answer };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!databaseUrl || !redisUrl)("two app processes on one PostgreSQL and one Redis", () => {
  const prefix = `echoes-test-${randomBytes(4).toString("hex")}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "echoes-cluster-"));
  let database: TestDatabase;
  let a: Child | undefined;
  let b: Child | undefined;
  let adminToken: string;

  const env = (speechDelayMs: number) => ({
    NODE_ENV: "test",
    LOG_LEVEL: "error",
    HOST: "127.0.0.1",
    PORT: "0",
    DATABASE_URL: database.url!,
    REDIS_URL: redisUrl!,
    REDIS_PREFIX: prefix,
    // Shared, as media must be between the processes of one deployment.
    DATA_DIR: dataDir,
    CLIENT_DIR: path.join(dataDir, "no-client"),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT_AUTH_PER_MIN: String(AUTH_PER_MIN),
    TRUST_PROXY: "127.0.0.1",
    AUDIO_CONCURRENCY: "1",
    CHILD_SPEECH_DELAY_MS: String(speechDelayMs),
    CHILD_LOCK_MS: "2000",
    // No JWT_SECRET: the processes must agree on one through the database.
    JWT_SECRET: "",
  });

  const signIn = async (base: string, email: string, password: string) => {
    const res = await call(base, "POST", "/api/auth/signin", { body: { email, password }, ip: randomClientIp() });
    expect(res.status, res.text).toBe(200);
    return res.json().session.access_token;
  };

  const signUp = async (base: string) => {
    const email = uniqueEmail("cluster");
    const password = "member password 123";
    const res = await call(base, "POST", "/api/auth/signup", {
      body: { email, password, firstname: "Mira", lastname: "Stone" },
      ip: randomClientIp(),
    });
    expect(res.status, res.text).toBe(201);
    const user = res.json().user;
    return { id: user.id, token: await signIn(base, email, password) };
  };

  beforeAll(async () => {
    database = await createTestDatabase("postgres", { seeded: true });
    // Started together, as a deployment's processes are: they must agree on the signing secret.
    [a, b] = await Promise.all([startChild(env(10 * 60_000)), startChild(env(20))]);
    adminToken = await signIn(a.url, ADMIN.email, ADMIN.password);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([stopChild(a), stopChild(b)]);
    await database?.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (redisUrl) {
      const redis = new Redis(redisUrl);
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
  });

  it("share one token signing secret without JWT_SECRET: a token from A works on B", async () => {
    const res = await call(b!.url, "GET", "/api/auth/user", { token: adminToken });
    expect(res.status, res.text).toBe(200);
    expect(res.json().email).toBe(ADMIN.email);
  });

  it("list a quote approved through A on B at once, though B had the list cached", async () => {
    const member = await signUp(a!.url);
    const text = `Cluster thought ${randomBytes(4).toString("hex")}: two lamps, one room, the same light.`;
    const created = await call(a!.url, "POST", "/api/quotes", {
      token: member.token,
      body: { text, author: "Ida Quill", category: "wisdom" },
    });
    expect(created.status, created.text).toBe(201);
    const id = created.json().id;
    expect(created.json().status).toBe("pending");

    const listOnB = () => call(b!.url, "GET", "/api/quotes?limit=5");
    const before = await listOnB();
    expect(before.json().quotes.map((q) => q.id)).not.toContain(id);
    // Cached on B now (the same URL is answered from memory for a few seconds).
    expect((await listOnB()).text).toBe(before.text);

    const approved = await call(a!.url, "POST", `/api/quotes/${id}/approve`, { token: adminToken, body: {} });
    expect(approved.status, approved.text).toBe(200);
    let listed = false;
    for (let waited = 0; waited <= 200 && !listed; waited += 20) {
      listed = (await listOnB()).json().quotes.some((q) => q.id === id);
      if (!listed) await sleep(20);
    }
    expect(listed).toBe(true);

    const removed = await call(a!.url, "DELETE", `/api/quotes/${id}`, { token: adminToken });
    expect(removed.status, removed.text).toBe(200);
    expect((await listOnB()).json().quotes.map((q) => q.id)).not.toContain(id);
  });

  it("count rate limits across both processes (per client IP, and comments per member)", async () => {
    const ip = randomClientIp();
    const attempt = (base: string) =>
      call(base, "POST", "/api/auth/signin", { body: { email: uniqueEmail(), password: "wrong password" }, ip });
    for (let i = 0; i < AUTH_PER_MIN; i++) expect((await attempt(i % 2 === 0 ? a!.url : b!.url)).status).toBe(401);
    expect((await attempt(a!.url)).status).toBe(429);
    expect((await attempt(b!.url)).status).toBe(429);

    const member = await signUp(b!.url);
    const quotes = await call(a!.url, "GET", "/api/quotes?limit=1");
    const quoteId = quotes.json().quotes[0]!.id;
    const comment = (base: string, n: number) =>
      call(base, "POST", `/api/quotes/${quoteId}/comments`, { token: member.token, body: { content: `Note ${n}` } });
    for (let n = 0; n < 10; n++) expect((await comment(n % 2 === 0 ? a!.url : b!.url, n)).status).toBe(201);
    expect((await comment(a!.url, 10)).status).toBe(429);
    expect((await comment(b!.url, 11)).status).toBe(429);
  });

  it("refuse on B a token signed out through A, and a member disabled through A, at once", async () => {
    const member = await signUp(a!.url);
    // B has the session in its cache now.
    expect((await call(b!.url, "GET", "/api/auth/user", { token: member.token })).status).toBe(200);
    expect((await call(a!.url, "POST", "/api/auth/signout", { token: member.token, body: {} })).status).toBe(200);
    expect((await call(b!.url, "GET", "/api/auth/user", { token: member.token })).status).toBe(401);

    const other = await signUp(b!.url);
    expect((await call(b!.url, "GET", "/api/auth/user", { token: other.token })).status).toBe(200);
    const disabled = await call(a!.url, "PATCH", `/api/admin/users/${other.id}`, {
      token: adminToken,
      body: { disabled: true },
    });
    expect(disabled.status, disabled.text).toBe(200);
    expect((await call(b!.url, "GET", "/api/auth/user", { token: other.token })).status).toBe(401);
  });

  it("finish on B the audio jobs A had taken when A is killed (SIGKILL)", async () => {
    const list = await call(a!.url, "GET", "/api/quotes?limit=40&sort=oldest");
    const ids = list.json().quotes.map((q) => q.id);
    // A's engine never finishes; B's takes 20 ms. A job running for over a second is therefore A's.
    let jobIds: string[] = [];
    let heldByA: string | undefined;
    for (let batch = 0; batch < 4 && !heldByA; batch++) {
      const accepted = await call(a!.url, "POST", "/api/audio/generate", {
        token: adminToken,
        body: { quote_ids: ids.slice(batch * 8, batch * 8 + 8) },
      });
      expect(accepted.status, accepted.text).toBe(202);
      jobIds = [...jobIds, ...accepted.json().job_ids];
      const runningSince = new Map<string, number>();
      for (let waited = 0; waited < 4_000 && !heldByA; waited += 100) {
        const rows = await database.db
          .select({ id: audioJobs.id, state: audioJobs.state })
          .from(audioJobs)
          .where(inArray(audioJobs.id, jobIds));
        for (const row of rows) {
          if (row.state !== "running") runningSince.delete(row.id);
          else if (!runningSince.has(row.id)) runningSince.set(row.id, Date.now());
          else if (Date.now() - runningSince.get(row.id)! > 1_000) heldByA = row.id;
        }
        await sleep(100);
      }
    }
    expect(heldByA, "A never took a job").toBeDefined();

    a!.process.kill("SIGKILL");
    const deadline = Date.now() + 20_000;
    let states: string[] = [];
    while (Date.now() < deadline) {
      const rows = await database.db
        .select({ state: audioJobs.state })
        .from(audioJobs)
        .where(inArray(audioJobs.id, jobIds));
      states = rows.map((r) => r.state);
      if (states.every((s) => s === "completed")) break;
      await sleep(200);
    }
    expect(states).toHaveLength(jobIds.length);
    expect(
      states.every((s) => s === "completed"),
      `job states: ${states.join(", ")}`,
    ).toBe(true);
    const [taken] = await database.db
      .select({ quoteId: audioJobs.quoteId })
      .from(audioJobs)
      .where(inArray(audioJobs.id, [heldByA!]));
    const audio = await call(b!.url, "GET", `/api/quotes/${taken!.quoteId}/audio`);
    expect(audio.status, audio.text).toBe(200);
  }, 45_000);
});
