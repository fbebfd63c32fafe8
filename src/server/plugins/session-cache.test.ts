import { describe, expect, it } from "vitest";
import type { ClusterBus, ClusterMessage } from "#server/lib/cluster-bus.ts";
import { SessionCache, type AuthUser } from "./auth.ts";

/** A bus whose messages the test delivers, recording what the cache publishes. */
function fakeBus() {
  const handlers: ((message: ClusterMessage) => void)[] = [];
  const resyncs: (() => void)[] = [];
  const bus = {
    live: true,
    shared: true,
    published: [] as ClusterMessage[],
    async publish(message: ClusterMessage) {
      bus.published.push(message);
    },
    subscribe: (handler: (message: ClusterMessage) => void) => void handlers.push(handler),
    onResync: (handler: () => void) => void resyncs.push(handler),
    reachable: async () => bus.live,
    async close() {},
    deliver: (message: ClusterMessage) => handlers.forEach((handler) => handler(message)),
    resync: () => resyncs.forEach((handler) => handler()),
  };
  return bus satisfies ClusterBus;
}

const user = (id: string, sessionId: string): AuthUser => ({
  id,
  sessionId,
  email: `${id}@example.test`,
  firstname: "Ada",
  lastname: "Lovelace",
  role: "user",
  themeClass: null,
  customColor: null,
});

describe("SessionCache", () => {
  const now = 1_000_000;
  const later = new Date(now + 3_600_000);

  it("answers a stored session until its time to live or the session's own expiry, whichever comes first", () => {
    const cache = new SessionCache(30_000);
    cache.set(user("u1", "s1"), later, now);
    cache.set(user("u2", "s2"), new Date(now + 10_000), now);
    expect(cache.get("s1", now + 29_999)?.id).toBe("u1");
    expect(cache.get("s1", now + 30_000)).toBeUndefined();
    expect(cache.get("s2", now + 9_999)?.id).toBe("u2");
    expect(cache.get("s2", now + 10_000)).toBeUndefined();
  });

  it("forgets one session, or every session of a user", async () => {
    const cache = new SessionCache(30_000);
    cache.set(user("u1", "s1"), later, now);
    cache.set(user("u1", "s2"), later, now);
    cache.set(user("u2", "s3"), later, now);
    await cache.forgetSession("s1");
    expect(cache.get("s1", now)).toBeUndefined();
    expect(cache.get("s2", now)?.id).toBe("u1");
    await cache.forgetUser("u1");
    expect(cache.get("s2", now)).toBeUndefined();
    expect(cache.get("s3", now)?.id).toBe("u2");
  });

  it("keeps nothing with a time to live of 0 (a database shared by several processes)", () => {
    const cache = new SessionCache(0);
    cache.set(user("u1", "s1"), later, now);
    expect(cache.get("s1", now)).toBeUndefined();
  });

  it("tells the other processes what it forgets, and forgets what they tell", async () => {
    const bus = fakeBus();
    const cache = new SessionCache(30_000, bus);
    await cache.forgetSession("s9");
    await cache.forgetUser("u9");
    expect(bus.published).toEqual([
      { kind: "session", sessionId: "s9" },
      { kind: "user", userId: "u9" },
    ]);

    cache.set(user("u1", "s1"), later, now);
    cache.set(user("u1", "s2"), later, now);
    cache.set(user("u2", "s3"), later, now);
    cache.set(user("u3", "s4"), later, now);
    bus.deliver({ kind: "session", sessionId: "s1" });
    expect(cache.get("s1", now)).toBeUndefined();
    expect(cache.get("s2", now)?.id).toBe("u1");
    bus.deliver({ kind: "user", userId: "u1" });
    expect(cache.get("s2", now)).toBeUndefined();
    bus.deliver({ kind: "quotes" });
    expect(cache.get("s3", now)?.id).toBe("u2");
    bus.resync();
    expect(cache.get("s3", now)).toBeUndefined();
    expect(cache.get("s4", now)).toBeUndefined();
  });

  it("neither keeps nor answers sessions while the bus is down (other processes' revocations may be missed)", () => {
    const bus = fakeBus();
    const cache = new SessionCache(30_000, bus);
    cache.set(user("u1", "s1"), later, now);
    bus.live = false;
    expect(cache.get("s1", now)).toBeUndefined();
    cache.set(user("u1", "s1"), later, now);
    bus.live = true;
    expect(cache.get("s1", now)).toBeUndefined();
  });
});
