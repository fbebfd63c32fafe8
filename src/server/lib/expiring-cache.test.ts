import { afterEach, describe, expect, it, vi } from "vitest";
import { ExpiringCache } from "./cached-body.ts";

/** A reload the test finishes by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("ExpiringCache", () => {
  afterEach(() => vi.useRealTimers());

  it("keeps values for its lifetime and drops them all on clear", () => {
    vi.useFakeTimers();
    const cache = new ExpiringCache<string>(1_000);
    cache.set("a", "one");
    expect(cache.get("a")).toBe("one");
    vi.advanceTimersByTime(1_001);
    expect(cache.get("a")).toBeUndefined();
    cache.set("b", "two");
    cache.clear();
    expect(cache.get("b")).toBeUndefined();
  });

  it("serves a stale value while it reloads, once, then the reloaded one", async () => {
    const cache = new ExpiringCache<string>(60_000);
    const next = deferred<string>();
    const reload = vi.fn(() => next.promise);
    cache.set("a", "old", reload);
    cache.markStale();
    expect(cache.get("a")).toBe("old");
    expect(cache.get("a")).toBe("old");
    expect(reload).toHaveBeenCalledTimes(1);
    next.resolve("new");
    await settle();
    expect(cache.get("a")).toBe("new");
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("drops stale values that cannot reload", () => {
    const cache = new ExpiringCache<string>(60_000);
    cache.set("a", "old");
    cache.markStale();
    expect(cache.get("a")).toBeUndefined();
  });

  it("keeps a reload that began before a newer change stale", async () => {
    const cache = new ExpiringCache<string>(60_000);
    const first = deferred<string>();
    const second = deferred<string>();
    const reload = vi.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    cache.set("a", "v1", reload);
    cache.markStale();
    expect(cache.get("a")).toBe("v1");
    cache.markStale(); // changed again while the first reload ran
    first.resolve("v2");
    await settle();
    expect(cache.get("a")).toBe("v2");
    expect(reload).toHaveBeenCalledTimes(2);
    second.resolve("v3");
    await settle();
    expect(cache.get("a")).toBe("v3");
  });

  it("forgets a value whose reload fails, and ignores a reload finishing after a clear", async () => {
    const cache = new ExpiringCache<string>(60_000);
    const failing = deferred<string>();
    cache.set("a", "old", () => failing.promise);
    cache.markStale();
    expect(cache.get("a")).toBe("old");
    failing.reject(new Error("database away"));
    await settle();
    expect(cache.get("a")).toBeUndefined();

    const late = deferred<string>();
    cache.set("b", "old", () => late.promise);
    cache.markStale();
    expect(cache.get("b")).toBe("old");
    cache.clear();
    late.resolve("from before the clear");
    await settle();
    expect(cache.get("b")).toBeUndefined();
  });
});
