import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import rateLimit from "@fastify/rate-limit";
import type { Redis } from "ioredis";
import { tooManyAttemptsMessage } from "#contracts/auth.ts";
import { HttpError } from "./errors.ts";

/**
 * Windowed counters shared by every app process when Redis is configured (in memory otherwise):
 * per-e-mail limits and the sign-in lockout use them; per-IP route limits use @fastify/rate-limit
 * on the same Redis connection.
 */
export interface CounterStore {
  /**
   * Adds `amount` (default one) to `key`; the first hit opens a window of `windowMs`. Answers the count and what is
   * left of the window.
   */
  hit(key: string, windowMs: number, amount?: number): Promise<{ count: number; resetInMs: number }>;
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

  async hit(key: string, windowMs: number, amount = 1) {
    const now = this.now();
    let entry = this.live(key, now);
    if (!entry) {
      this.sweep(now);
      entry = { count: 0, expiresAt: now + windowMs };
      this.entries.set(key, entry);
    }
    entry.count += amount;
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
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
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

  async hit(key: string, windowMs: number, amount = 1) {
    const [count, ttl] = (await this.redis.eval(
      HIT_SCRIPT,
      1,
      this.prefix + key,
      String(windowMs),
      String(amount),
    )) as [number, number];
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
 * Redis counters while Redis answers, per-process counters while it does not: an unreachable Redis never
 * fails or slows a request (ioredis is set to fail at once instead of queueing). Each switch is logged once.
 */
export class FallbackCounterStore implements CounterStore {
  private usingRedis = true;

  constructor(
    private readonly redis: Redis,
    private readonly shared: CounterStore,
    private readonly local: CounterStore,
    private readonly onSwitch: (usingRedis: boolean, err?: unknown) => void,
  ) {}

  private async use<T>(operation: (store: CounterStore) => Promise<T>): Promise<T> {
    if (this.redis.status === "ready") {
      try {
        const result = await operation(this.shared);
        this.switchTo(true);
        return result;
      } catch (err) {
        this.switchTo(false, err);
      }
    } else {
      this.switchTo(false);
    }
    return operation(this.local);
  }

  private switchTo(usingRedis: boolean, err?: unknown) {
    if (usingRedis === this.usingRedis) return;
    this.usingRedis = usingRedis;
    this.onSwitch(usingRedis, err);
  }

  hit(key: string, windowMs: number, amount = 1) {
    return this.use((store) => store.hit(key, windowMs, amount));
  }

  hold(key: string, ms: number) {
    return this.use((store) => store.hold(key, ms));
  }

  remaining(key: string) {
    return this.use((store) => store.remaining(key));
  }

  clear(...keys: string[]) {
    return this.use((store) => store.clear(...keys));
  }
}

type StoreCallback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A @fastify/rate-limit store over `counters`, so per-IP route limits share the counters (and the Redis
 * fallback) of every other limit. Each route counts under its own method and URL.
 */
function counterStoreClass(counters: CounterStore) {
  return class CounterRateLimitStore {
    private readonly prefix: string;

    /** @fastify/rate-limit constructs it with its options; child() with a route's key prefix. */
    constructor(options?: unknown) {
      this.prefix = typeof options === "string" ? options : "rate-limit:";
    }

    incr(key: string, callback: StoreCallback, timeWindow: number) {
      counters.hit(this.prefix + key, timeWindow).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (err: Error) => callback(err),
      );
    }

    child(routeOptions: object) {
      // At run time the plugin passes its merged parameters, with the route as `routeInfo`.
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new CounterRateLimitStore(`rate-limit:${String(route?.method)}${String(route?.url)}-`);
    }
  };
}

/** Redis client options for the counters: a command fails at once while Redis is away, never queues. */
export const COUNTER_REDIS_OPTIONS = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: 2_000,
  commandTimeout: 1_000,
} as const;

/**
 * Rate limiting for the whole app: `app.counters` for limits keyed by anything (e-mail, account),
 * and @fastify/rate-limit for per-client-IP limits that routes opt into with
 * `config: { rateLimit: { max, timeWindow } }` (request.ip honours TRUST_PROXY).
 * Both live in Redis when REDIS_URL is set, so that several processes share them; while Redis cannot be
 * reached they count in this process (FallbackCounterStore) and go back to Redis when it returns.
 */
export const rateLimitPlugin = fp<{ redisUrl?: string; prefix?: string }>(
  async (app: FastifyInstance, { redisUrl, prefix = "echoes" }) => {
    let counters: CounterStore = new MemoryCounterStore();
    if (redisUrl) {
      const { Redis } = await import("ioredis");
      const redis = new Redis(redisUrl, COUNTER_REDIS_OPTIONS);
      // ioredis reports every failed reconnection attempt: one line per outage is enough (the switch logs it).
      redis.on("error", () => {});
      app.addHook("onClose", async () => {
        await redis.quit().catch(() => redis.disconnect());
      });
      const shared = new RedisCounterStore(redis, `${prefix}:counter:`);
      counters = new FallbackCounterStore(redis, shared, counters, (usingRedis, err) => {
        if (usingRedis) app.log.info("Redis is back: rate limits are shared again");
        else app.log.warn({ err }, "Redis unreachable: rate limits count in this process until it is back");
      });
    }
    app.decorate("counters", counters);
    await app.register(rateLimit, {
      global: false,
      store: counterStoreClass(counters),
      errorResponseBuilder: (_request, context) => tooManyAttempts(context.ttl),
    });
  },
  { name: "echoes-rate-limit" },
);
