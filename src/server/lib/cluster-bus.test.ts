import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LocalBus, type ClusterMessage } from "./cluster-bus.ts";
import { RedisClusterBus } from "./redis-cluster-bus.ts";

const redisUrl = process.env.TEST_REDIS_URL;

function recordingLog() {
  const lines: { level: string; message: string }[] = [];
  const at =
    (level: string) =>
    (...args: unknown[]) =>
      void lines.push({ level, message: String(args.find((a) => typeof a === "string") ?? "") });
  const log = {
    lines,
    error: at("error"),
    warn: at("warn"),
    info: at("info"),
    debug: at("debug"),
    trace: at("trace"),
    fatal: at("fatal"),
    child: () => log,
    level: "info",
    silent: () => {},
  };
  return log as typeof log & FastifyBaseLogger;
}

const waitFor = async (check: () => boolean, ms = 3_000) => {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  return check();
};

describe("LocalBus (one process)", () => {
  it("is always live, shares nothing and publishes nowhere", async () => {
    const bus = new LocalBus();
    expect(bus.live).toBe(true);
    expect(bus.shared).toBe(false);
    await expect(bus.publish({ kind: "quotes" })).resolves.toBeUndefined();
  });
});

describe("RedisClusterBus when Redis cannot be reached", () => {
  it("starts, publishes nothing without throwing, is not live, and logs the outage once", async () => {
    const log = recordingLog();
    const bus = new RedisClusterBus({ redisUrl: "redis://127.0.0.1:1", prefix: "echoes-test-nowhere", log });
    await bus.ready(300);
    expect(bus.live).toBe(false);
    for (let i = 0; i < 5; i++) await bus.publish({ kind: "quotes" });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const errors = log.lines.filter((l) => l.level === "error");
    expect(errors.map((l) => l.message).sort()).toEqual([
      "cluster bus: Redis subscription lost; other processes' writes reach this one late",
      "cluster bus: cannot publish to Redis; other processes' caches follow this one late",
    ]);
    await bus.close();
  });
});

describe.skipIf(!redisUrl)("RedisClusterBus", () => {
  const opened: RedisClusterBus[] = [];
  const open = async (prefix: string, log = recordingLog()) => {
    const bus = new RedisClusterBus({ redisUrl: redisUrl!, prefix, log });
    opened.push(bus);
    await bus.ready();
    return bus;
  };
  afterEach(async () => {
    for (const bus of opened.splice(0)) await bus.close();
  });

  it("delivers a message to every other process of the deployment, not back to its sender nor elsewhere", async () => {
    const prefix = `echoes-test-${randomBytes(4).toString("hex")}`;
    const [a, b, other] = [await open(prefix), await open(prefix), await open(`${prefix}-other`)];
    const seen = { a: [] as ClusterMessage[], b: [] as ClusterMessage[], other: [] as ClusterMessage[] };
    a.subscribe((m) => seen.a.push(m));
    b.subscribe((m) => seen.b.push(m));
    other.subscribe((m) => seen.other.push(m));
    expect(a.live && b.live).toBe(true);

    await a.publish({ kind: "quotes" });
    await a.publish({ kind: "session", sessionId: "s1" });
    await b.publish({ kind: "user", userId: "u1" });
    expect(await waitFor(() => seen.b.length === 2 && seen.a.length === 1)).toBe(true);
    expect(seen.b).toEqual([{ kind: "quotes" }, { kind: "session", sessionId: "s1" }]);
    expect(seen.a).toEqual([{ kind: "user", userId: "u1" }]);
    expect(seen.other).toEqual([]);
  });

  it("ignores messages it does not understand", async () => {
    const prefix = `echoes-test-${randomBytes(4).toString("hex")}`;
    const bus = await open(prefix);
    const seen: ClusterMessage[] = [];
    bus.subscribe((m) => seen.push(m));
    const raw = new Redis(redisUrl!);
    for (const text of ["not json", '{"origin":"x","kind":"everything"}', '{"origin":"x","kind":"session"}']) {
      await raw.publish(`${prefix}:cluster`, text);
    }
    await raw.publish(`${prefix}:cluster`, '{"origin":"x","kind":"quotes"}');
    await raw.quit();
    expect(await waitFor(() => seen.length > 0)).toBe(true);
    expect(seen).toEqual([{ kind: "quotes" }]);
  });

  it("clears every local cache once and logs once when its subscription comes back after a drop", async () => {
    const prefix = `echoes-test-${randomBytes(4).toString("hex")}`;
    const log = recordingLog();
    const bus = await open(prefix, log);
    const sender = await open(prefix);
    const resync = vi.fn();
    bus.onResync(resync);
    const seen: ClusterMessage[] = [];
    bus.subscribe((m) => seen.push(m));

    // Drop this bus's subscriber connection only (the Redis server is shared with others).
    const admin = new Redis(redisUrl!);
    const clients = (await admin.call("CLIENT", "LIST", "TYPE", "pubsub")) as string;
    const line = clients.split("\n").find((l) => l.includes(` name=${prefix}:cluster-subscriber `));
    const id = /(?:^|\s)id=(\d+)/.exec(line ?? "")?.[1];
    expect(id).toBeDefined();
    await admin.call("CLIENT", "KILL", "ID", id!);
    await admin.quit();

    expect(await waitFor(() => !bus.live, 1_000)).toBe(true);
    expect(await waitFor(() => bus.live)).toBe(true);
    expect(resync).toHaveBeenCalledTimes(1);
    expect(log.lines.filter((l) => l.level === "warn").map((l) => l.message)).toEqual([
      "cluster bus: reconnected to Redis; local caches cleared (invalidations may have been missed)",
    ]);
    expect(log.lines.filter((l) => l.level === "error")).toHaveLength(1);

    await sender.publish({ kind: "quotes" });
    expect(await waitFor(() => seen.length === 1)).toBe(true);
  });
});
