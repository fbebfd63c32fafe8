import { describe, expect, it } from "vitest";
import { ExpiringCache } from "./cached-body.ts";
import { Doorkeeper } from "./doorkeeper.ts";
import { TtlCache } from "./ttl-cache.ts";

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("Doorkeeper", () => {
  it("admits a key on its second request and starts over when full", () => {
    const doorkeeper = new Doorkeeper(2);
    expect(doorkeeper.admit("a")).toBe(false);
    expect(doorkeeper.admit("a")).toBe(true);
    expect(doorkeeper.admit("b")).toBe(false);
    expect(doorkeeper.admit("c")).toBe(false); // full: forgot a and b
    expect(doorkeeper.admit("a")).toBe(false);
    expect(doorkeeper.admit("c")).toBe(true);
  });

  it("keeps an ExpiringCache's value from the key's second request on", () => {
    const cache = new ExpiringCache<string>(60_000, 10, new Doorkeeper());
    cache.set("/deep?cursor=1", "once");
    expect(cache.get("/deep?cursor=1")).toBeUndefined();
    cache.set("/deep?cursor=1", "twice");
    expect(cache.get("/deep?cursor=1")).toBe("twice");
  });

  it("shares a TtlCache load that is not kept while it runs, and keeps the key's next one", async () => {
    const cache = new TtlCache<string>(60_000, 10, new Doorkeeper());
    let loads = 0;
    const load = async () => `page ${++loads}`;
    const [first, concurrent] = await Promise.all([cache.get("k", load), cache.get("k", load)]);
    expect([first, concurrent]).toEqual(["page 1", "page 1"]);
    await settle();
    expect(await cache.get("k", load)).toBe("page 2"); // the first was not kept
    expect(await cache.get("k", load)).toBe("page 2"); // the second was
    expect(loads).toBe(2);
  });

  it("spares the pages everyone reads from a stream of one-off keys", () => {
    const cache = new ExpiringCache<string>(60_000, 3, new Doorkeeper());
    cache.set("/", "home");
    cache.set("/", "home");
    for (let page = 0; page < 100; page++) cache.set(`/?cursor=${page}`, `page ${page}`);
    expect(cache.get("/")).toBe("home");
  });
});
