import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import rateLimit from "@fastify/rate-limit";
import { Redis } from "ioredis";
import { tooManyAttemptsMessage } from "#contracts/auth.ts";
import { HttpError } from "./errors.ts";

/**
 * Windowed counters shared by every app process when Redis is configured (in memory otherwise):
 * per-e-mail limits and the sign-in lockout use them; per-IP route limits use @fastify/rate-limit
 * on the same Redis connection.
 */
export interface CounterStore {
  /** Adds one to `key`; the first hit opens a window of `windowMs`. Answers the count and what is left of the window. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** Sets `key` for `ms` (e.g. a lock), replacing any earlier value. */
  hold(key: string, ms: number): Promise<void>;
  /** Milliseconds until `key` expires; 0 when it does not exist. */
  remaining(key: string): Promise<number>;
  clear(...keys: string[]): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    counters: CounterStore;
  }
}

/** 429 with Retry-After and the envelope `{ error: "too_many_requests", message: "Too many attempts. …" }`. */
export function tooManyAttempts(retryAfterMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new HttpError(429, "too_many_requests", tooManyAttemptsMessage(seconds), undefined, {
    "retry-after": String(seconds),
  });
}

/** Counts one attempt against `key` and refuses it with a 429 once more than `max` happened in the window. */
export async function enforceLimit(store: CounterStore, key: string, max: number, windowMs: number): Promise<void> {
  const { count, resetInMs } = await store.hit(key, windowMs);
  if (count > max) throw tooManyAttempts(resetInMs);
}

/** Per-process counters; expired entries are swept as the map grows. */
export class MemoryCounterStore implements CounterStore {
  private readonly entries = new Map<string, { count: number; expiresAt: number }>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly sweepAbove = 10_000,
  ) {}

  private live(key: string, now: number) {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep(now: number) {
    if (this.entries.size <= this.sweepAbove) return;
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }

  async hit(key: string, windowMs: number) {
    const now = this.now();
    let entry = this.live(key, now);
    if (!entry) {
      this.sweep(now);
      entry = { count: 0, expiresAt: now + windowMs };
      this.entries.set(key, entry);
    }
    entry.count += 1;
    return { count: entry.count, resetInMs: entry.expiresAt - now };
  }

  async hold(key: string, ms: number) {
    const now = this.now();
    this.sweep(now);
    this.entries.set(key, { count: 1, expiresAt: now + ms });
  }

  async remaining(key: string) {
    const now = this.now();
    const entry = this.live(key, now);
    return entry ? entry.expiresAt - now : 0;
  }

  async clear(...keys: string[]) {
    for (const key of keys) this.entries.delete(key);
  }
}

const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** Counters in Redis, so that every app process sees the same numbers. */
export class RedisCounterStore implements CounterStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = "echoes:counter:",
  ) {}

  async hit(key: string, windowMs: number) {
    const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, String(windowMs))) as [
      number,
      number,
    ];
    return { count, resetInMs: ttl };
  }

  async hold(key: string, ms: number) {
    await this.redis.set(this.prefix + key, "1", "PX", ms);
  }

  async remaining(key: string) {
    const ttl = await this.redis.pttl(this.prefix + key);
    return ttl > 0 ? ttl : 0;
  }

  async clear(...keys: string[]) {
    if (keys.length > 0) await this.redis.del(...keys.map((k) => this.prefix + k));
  }
}

/**
 * Rate limiting for the whole app: `app.counters` for limits keyed by anything (e-mail, account),
 * and @fastify/rate-limit for per-client-IP limits that routes opt into with
 * `config: { rateLimit: { max, timeWindow } }` (request.ip honours TRUST_PROXY).
 * Both live in Redis when REDIS_URL is set, so that several processes share them.
 */
export const rateLimitPlugin = fp<{ redisUrl?: string; prefix?: string }>(
  async (app: FastifyInstance, { redisUrl, prefix = "echoes" }) => {
    let redis: Redis | undefined;
    if (redisUrl) {
      redis = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
      redis.on("error", (err: Error) => app.log.warn({ err }, "redis connection problem"));
      const connection = redis;
      app.addHook("onClose", async () => {
        await connection.quit().catch(() => connection.disconnect());
      });
    }
    const counters: CounterStore = redis
      ? new RedisCounterStore(redis, `${prefix}:counter:`)
      : new MemoryCounterStore();
    app.decorate("counters", counters);
    await app.register(rateLimit, {
      global: false,
      redis,
      nameSpace: `${prefix}:rate-limit:`,
      errorResponseBuilder: (_request, context) => tooManyAttempts(context.ttl),
    });
  },
  { name: "echoes-rate-limit" },
);
