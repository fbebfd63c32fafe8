import { randomBytes } from "node:crypto";
import fs from "node:fs";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthUser } from "#contracts/auth.ts";
import type { QuoteList } from "#contracts/quotes.ts";
import { buildApp } from "#server/app.ts";
import { createTestDatabase, type TestDatabase } from "#tests/helpers/test-database.ts";
import { testConfig } from "#tests/helpers/test-app.ts";
import { fakeSpeech } from "#tests/helpers/fake-speech.ts";
import { createQuote } from "#tests/factories/quotes.ts";
import { createSignedInUser, type SignedInUser } from "#tests/factories/users.ts";

// Two apps in one test process stand for two processes: one PostgreSQL database, one Redis prefix, a bus each.
// Every write through A must show in B's reads within 200 ms, though B cached what it read before (for 3 s, or
// 30 s for sessions). Between processes the client's own round trip covers the message's way to B; in one process
// B's message and A's answer can be read in either order, hence the short poll.

/** Polls `read` every 10 ms for up to 200 ms until `accept` holds; answers the last value read. */
async function soon<T>(read: () => Promise<T>, accept: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 200;
  let value = await read();
  while (!accept(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    value = await read();
  }
  return value;
}

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!process.env.TEST_DATABASE_URL || !redisUrl)("caches of two processes on PostgreSQL and Redis", () => {
  const prefix = `echoes-test-${randomBytes(4).toString("hex")}`;
  let database: TestDatabase;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const dataDirs: string[] = [];
  let admin: SignedInUser;

  async function start() {
    const config = testConfig({ REDIS_URL: redisUrl, REDIS_PREFIX: prefix });
    dataDirs.push(config.DATA_DIR);
    const app = await buildApp(config, { database, audio: { engine: fakeSpeech(), waitMs: 10_000 } });
    await app.ready();
    return app;
  }

  beforeAll(async () => {
    database = await createTestDatabase("postgres", { seeded: true });
    a = await start();
    b = await start();
    admin = await createSignedInUser(a, database.db, { role: "admin" });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.destroy();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "GET", url, headers });
  const ids = async (app: FastifyInstance, url: string) =>
    (await get(app, url)).json<QuoteList>().quotes.map((q) => q.id);

  it("an edit or rejection through A shows in B's cached list and feed", async () => {
    const quote = await createQuote(a, admin.headers, {
      text: `A cluster edit ${randomBytes(3).toString("hex")}: the bell rings twice in the valley.`,
      author: "Oda Fenn",
      category: "wisdom",
      status: "approved",
    });
    expect(await ids(b, "/api/quotes?limit=5")).toContain(quote.id);
    expect((await get(b, "/feed.xml")).body).toContain("the bell rings twice");

    const edited = await a.inject({
      method: "PATCH",
      url: `/api/quotes/${quote.id}`,
      headers: admin.headers,
      payload: { text: "A cluster edit: the bell rings three times in the valley." },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const edit = "A cluster edit: the bell rings three times in the valley.";
    const listed = await soon(
      async () => (await get(b, "/api/quotes?limit=5")).json<QuoteList>().quotes.find((q) => q.id === quote.id),
      (q) => q?.text === edit,
    );
    expect(listed?.text).toBe(edit);
    expect(
      (
        await soon(
          () => get(b, "/feed.xml"),
          (r) => r.body.includes("three times"),
        )
      ).body,
    ).toContain("the bell rings three times");

    const rejected = await a.inject({
      method: "POST",
      url: `/api/quotes/${quote.id}/reject`,
      headers: admin.headers,
      payload: {},
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const gone = (list: string[]) => !list.includes(quote.id);
    expect(await soon(() => ids(b, "/api/quotes?limit=5"), gone)).not.toContain(quote.id);
    expect(
      (
        await soon(
          () => get(b, "/feed.xml"),
          (r) => !r.body.includes("three times"),
        )
      ).body,
    ).not.toContain("the bell rings three times");
  });

  it("audio generated and removed through A moves the quote in and out of B's cached audio list", async () => {
    const quote = await createQuote(a, admin.headers, {
      text: `A narrated cluster thought ${randomBytes(3).toString("hex")}: the kettle hums its own tune.`,
      author: "Oda Fenn",
      category: "wisdom",
      status: "approved",
    });
    expect(await ids(b, "/api/quotes?audio=with&limit=50")).not.toContain(quote.id);
    const generated = await a.inject({
      method: "POST",
      url: `/api/quotes/${quote.id}/generate-audio`,
      headers: admin.headers,
      payload: {},
    });
    expect(generated.statusCode, generated.body).toBe(200);
    const narrated = () => ids(b, "/api/quotes?audio=with&limit=50");
    expect(await soon(narrated, (list) => list.includes(quote.id))).toContain(quote.id);
    const removed = await a.inject({ method: "DELETE", url: `/api/quotes/${quote.id}/audio`, headers: admin.headers });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await soon(narrated, (list) => !list.includes(quote.id))).not.toContain(quote.id);
  });

  it("a role or name changed through A shows in B's cached session at once", async () => {
    const member = await createSignedInUser(a, database.db);
    const me = async () => (await get(b, "/api/auth/user", member.headers)).json<AuthUser>().user_metadata;
    expect(await me()).toMatchObject({ role: "user", firstname: "Ada" });

    const renamed = await a.inject({
      method: "PATCH",
      url: "/api/auth/update-profile",
      headers: member.headers,
      payload: { firstname: "Grace", lastname: "Hopper" },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await soon(me, (m) => m.firstname === "Grace")).toMatchObject({ firstname: "Grace" });

    const promoted = await a.inject({
      method: "PATCH",
      url: `/api/admin/users/${member.user.id}`,
      headers: admin.headers,
      payload: { role: "admin" },
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(await soon(me, (m) => m.role === "admin")).toMatchObject({ role: "admin" });
  });

  it("a member deleted through A is signed out on B at once", async () => {
    const member = await createSignedInUser(a, database.db);
    expect((await get(b, "/api/auth/user", member.headers)).statusCode).toBe(200);
    const deleted = await a.inject({
      method: "DELETE",
      url: `/api/admin/users/${member.user.id}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const refused = await soon(
      () => get(b, "/api/auth/user", member.headers),
      (r) => r.statusCode === 401,
    );
    expect(refused.statusCode).toBe(401);
  });
});
