import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MemoryCounterStore } from "#server/plugins/rate-limit.ts";
import { DATABASE_KINDS } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";
import { randomClientIp, uniqueEmail } from "#tests/factories/users.ts";

type Response = Awaited<ReturnType<TestApp["app"]["inject"]>>;

function expectTooManyAttempts(res: Response, maxSeconds: number) {
  expect(res.statusCode).toBe(429);
  const retryAfter = Number(res.headers["retry-after"]);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  expect(res.json()).toEqual({
    error: "too_many_requests",
    message: `Too many attempts. Please try again in ${retryAfter} ${retryAfter === 1 ? "second" : "seconds"}.`,
  });
}

describe("MemoryCounterStore", () => {
  it("counts within a window, forgets after it, holds and clears keys", async () => {
    let now = 1_000_000;
    const store = new MemoryCounterStore(() => now, 2);
    expect(await store.hit("a", 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    expect(await store.hit("many", 60_000, 25)).toEqual({ count: 25, resetInMs: 60_000 });
    expect(await store.hit("many", 60_000, 5)).toEqual({ count: 30, resetInMs: 60_000 });
    now += 10_000;
    expect(await store.hit("a", 60_000)).toEqual({ count: 2, resetInMs: 50_000 });
    now += 50_000;
    expect(await store.hit("a", 60_000)).toEqual({ count: 1, resetInMs: 60_000 });

    await store.hold("lock", 5_000);
    expect(await store.remaining("lock")).toBe(5_000);
    now += 5_000;
    expect(await store.remaining("lock")).toBe(0);

    await store.hit("b", 1_000);
    await store.hit("c", 1_000);
    await store.clear("a", "b");
    expect(await store.remaining("a")).toBe(0);
    expect(await store.remaining("c")).toBe(1_000);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
const variants: { name: string; env: Record<string, string> }[] = [{ name: "in memory", env: {} }];
if (redisUrl) variants.push({ name: "in Redis", env: { REDIS_URL: redisUrl } });

describe.each(DATABASE_KINDS)("auth rate limits on %s", (kind) => {
  describe.each(variants)("counters $name", ({ env }) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, {
        env: { ...env, RATE_LIMIT_AUTH_PER_MIN: "3", TRUST_PROXY: "127.0.0.1" },
      });
    });
    afterAll(() => t.close());

    const attempt = (url: string, payload: object, options: { ip?: string; forwardedFor?: string } = {}) =>
      t.app.inject({
        method: "POST",
        url,
        payload,
        remoteAddress: options.ip ?? "127.0.0.1",
        headers: options.forwardedFor ? { "x-forwarded-for": options.forwardedFor } : {},
      });

    it("allows RATE_LIMIT_AUTH_PER_MIN sign-ins per minute from one client IP, then answers 429 with Retry-After", async () => {
      const ip = randomClientIp();
      for (let i = 0; i < 3; i++) {
        const res = await attempt("/api/auth/signin", { email: uniqueEmail(), password: "whatever" }, { ip });
        expect(res.statusCode).toBe(401);
      }
      const limited = await attempt("/api/auth/signin", { email: uniqueEmail(), password: "whatever" }, { ip });
      expectTooManyAttempts(limited, 60);
      const elsewhere = await attempt(
        "/api/auth/signin",
        { email: uniqueEmail(), password: "whatever" },
        { ip: randomClientIp() },
      );
      expect(elsewhere.statusCode).toBe(401);
    });

    it("limits sign-up and recovery per client IP as well, even for invalid bodies", async () => {
      for (const url of ["/api/auth/signup", "/api/auth/recover"]) {
        const ip = randomClientIp();
        for (let i = 0; i < 3; i++) expect((await attempt(url, {}, { ip })).statusCode).toBe(400);
        expectTooManyAttempts(await attempt(url, {}, { ip }), 60);
      }
    });

    it("takes the client IP from X-Forwarded-For only when the proxy is trusted (TRUST_PROXY)", async () => {
      const client = randomClientIp();
      const viaProxy = () =>
        attempt("/api/auth/signin", { email: uniqueEmail(), password: "whatever" }, { forwardedFor: client });
      for (let i = 0; i < 3; i++) expect((await viaProxy()).statusCode).toBe(401);
      expect((await viaProxy()).statusCode).toBe(429);
      const otherClient = await attempt(
        "/api/auth/signin",
        { email: uniqueEmail(), password: "whatever" },
        { forwardedFor: randomClientIp() },
      );
      expect(otherClient.statusCode).toBe(401);

      // An untrusted peer cannot pick its address: all its requests count as its own.
      const untrusted = randomClientIp();
      for (let i = 0; i < 3; i++) {
        const res = await attempt(
          "/api/auth/signin",
          { email: uniqueEmail(), password: "whatever" },
          { ip: untrusted, forwardedFor: randomClientIp() },
        );
        expect(res.statusCode).toBe(401);
      }
      const spoofed = await attempt(
        "/api/auth/signin",
        { email: uniqueEmail(), password: "whatever" },
        { ip: untrusted, forwardedFor: randomClientIp() },
      );
      expect(spoofed.statusCode).toBe(429);
    });

    it("allows 5 recovery requests per e-mail per minute, from any address", async () => {
      const email = uniqueEmail("target");
      for (let i = 0; i < 5; i++) {
        const res = await attempt("/api/auth/recover", { email }, { ip: randomClientIp() });
        expect(res.statusCode).toBe(200);
      }
      expectTooManyAttempts(await attempt("/api/auth/recover", { email }, { ip: randomClientIp() }), 60);
      const other = await attempt("/api/auth/recover", { email: uniqueEmail() }, { ip: randomClientIp() });
      expect(other.statusCode).toBe(200);
      await t.app.auth.idle();
    });
  });
});
