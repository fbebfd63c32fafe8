import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { buildApp } from "#server/app.ts";
import { rowsOf } from "#server/db/client.ts";
import { testConfig } from "#tests/helpers/test-app.ts";
import { createPostgresDatabase } from "#tests/helpers/test-database.ts";
import { TcpProxy } from "#tests/helpers/tcp-proxy.ts";
import { createUser, signIn } from "#tests/factories/users.ts";

/**
 * PostgreSQL goes away under load (every connection dropped, new ones refused: what a restart looks like to
 * the app) and comes back. The shared server is never touched: a proxy between the app and it is cut.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

interface Answer {
  status: number;
  body: unknown;
  ms: number;
}

describe.runIf(adminUrl)("PostgreSQL outage", () => {
  let proxy: TcpProxy;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let app: FastifyInstance;
  let base: string;
  let token: string;
  let quoteIds: string[];

  beforeAll(async () => {
    database = await createPostgresDatabase({ seeded: true });
    const target = new URL(database.url);
    proxy = await TcpProxy.start(target.hostname, Number(target.port || 5432));
    app = await buildApp(testConfig({ DATABASE_URL: proxy.rewrite(database.url) }));
    await app.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const user = await createUser(app.database.db);
    token = await signIn(app, user.email, user.password);
    const rows = rowsOf<{ id: string }>(
      await app.database.db.execute(sql`select id from quotes where status = 'approved' limit 40`),
    );
    quoteIds = rows.map((r) => r.id);
  });

  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await database?.drop();
  });

  /** One round of requests that each need the database: health, a session lookup, a list and a write. */
  async function round(i: number, timeoutMs = 2_500): Promise<Answer[]> {
    const auth = { authorization: `Bearer ${token}` };
    const requests: [string, RequestInit][] = [
      ["/api/health", {}],
      ["/api/auth/me", { headers: auth }],
      ["/api/bookmarks", { headers: auth }],
      [
        "/api/bookmarks",
        {
          method: "POST",
          headers: { ...auth, "content-type": "application/json" },
          body: JSON.stringify({ quote_id: quoteIds[i % quoteIds.length] }),
        },
      ],
    ];
    return Promise.all(
      requests.map(async ([path, init]) => {
        const started = performance.now();
        // A request that hangs fails here.
        const res = await fetch(base + path, { ...init, signal: AbortSignal.timeout(timeoutMs) });
        const body: unknown = await res.json().catch(() => undefined);
        return { status: res.status, body, ms: performance.now() - started };
      }),
    );
  }

  it("answers 503 at once while the database is away, and 200 again once it is back, by itself", async () => {
    const before = (await round(0)).map((a) => a.status);
    expect(before).toEqual([200, 200, 200, expect.any(Number)]);
    expect([200, 201]).toContain(before[3]);

    await proxy.cut();
    const during: Answer[] = [];
    const until = Date.now() + 3_000;
    for (let i = 1; Date.now() < until; i++) during.push(...(await round(i)));
    expect(during.length).toBeGreaterThanOrEqual(8);
    for (const answer of during) {
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({ error: "unavailable" });
      expect(typeof (answer.body as { message?: unknown }).message).toBe("string");
      expect(answer.ms).toBeLessThan(2_000);
    }
    expect(JSON.stringify(during.map((a) => a.body))).not.toMatch(/ECONN|terminated|postgres|pg_|stack/i);

    await proxy.restore();
    // The pool reconnects on its own: within a few seconds every kind of request succeeds again.
    let after: number[] = [];
    for (let attempt = 0; attempt < 50; attempt++) {
      after = (await round(100 + attempt)).map((a) => a.status);
      if (after.every((s) => s === 200 || s === 201)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(after.every((s) => s === 200 || s === 201)).toBe(true);
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
  });

  it("gives up on a database that accepts connections but never answers after 2 s, with 503", async () => {
    await proxy.stall();
    const answers = await round(1, 6_000);
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({ error: "unavailable" });
      // The pool's connection timeout (2 s), with room for a busy machine.
      expect(answer.ms).toBeGreaterThanOrEqual(1_900);
      expect(answer.ms).toBeLessThan(4_000);
    }
    await proxy.restore();
    let after: number[] = [];
    for (let attempt = 0; attempt < 50; attempt++) {
      after = (await round(200 + attempt)).map((a) => a.status);
      if (after.every((s) => s === 200 || s === 201)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(after.every((s) => s === 200 || s === 201)).toBe(true);
  });
});
