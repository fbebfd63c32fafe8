import { describe, expect, it } from "vitest";
import { SessionCache, type AuthUser } from "./auth.ts";

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

  it("forgets one session, or every session of a user", () => {
    const cache = new SessionCache(30_000);
    cache.set(user("u1", "s1"), later, now);
    cache.set(user("u1", "s2"), later, now);
    cache.set(user("u2", "s3"), later, now);
    cache.forgetSession("s1");
    expect(cache.get("s1", now)).toBeUndefined();
    expect(cache.get("s2", now)?.id).toBe("u1");
    cache.forgetUser("u1");
    expect(cache.get("s2", now)).toBeUndefined();
    expect(cache.get("s3", now)?.id).toBe("u2");
  });

  it("keeps nothing with a time to live of 0 (a database shared by several processes)", () => {
    const cache = new SessionCache(0);
    cache.set(user("u1", "s1"), later, now);
    expect(cache.get("s1", now)).toBeUndefined();
  });
});
