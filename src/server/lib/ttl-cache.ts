import type { Doorkeeper } from "./doorkeeper.ts";

/**
 * A small in-process cache whose entries expire after `ttlMs`. Concurrent misses
 * for one key share a single load. Used for short-lived aggregates (list totals)
 * where a few seconds of staleness is acceptable. With a `doorkeeper`, a key it has
 * not admitted yet is shared only while it loads, and not kept.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { expires: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
    private readonly doorkeeper?: Doorkeeper,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (this.entries.size >= this.maxEntries) this.evictExpired(now);
    const value = load();
    this.entries.set(key, { expires: now + this.ttlMs, value });
    const forget = () => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    };
    if (!this.doorkeeper || this.doorkeeper.admit(key)) value.catch(forget);
    else value.then(forget, forget);
    return value;
  }

  clear() {
    this.entries.clear();
  }

  /** Forgets the entries whose key matches. */
  deleteWhere(matches: (key: string) => boolean) {
    for (const key of this.entries.keys()) if (matches(key)) this.entries.delete(key);
  }

  private evictExpired(now: number) {
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.clear();
  }
}
