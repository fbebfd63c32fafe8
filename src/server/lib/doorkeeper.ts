/**
 * Decides which keys a response cache keeps: a key is admitted on its second request (since the doorkeeper last
 * filled up), so a stream of one-off keys — a crawler walking deep pages — neither fills the cache, pushing the
 * pages everyone reads out of it, nor leaves each response behind as garbage for the old generation.
 */
export class Doorkeeper {
  private readonly seen = new Set<string>();

  constructor(private readonly capacity = 4096) {}

  /** True when `key` was asked for before; remembers it otherwise. */
  admit(key: string): boolean {
    if (this.seen.has(key)) return true;
    if (this.seen.size >= this.capacity) this.seen.clear();
    this.seen.add(key);
    return false;
  }

  clear() {
    this.seen.clear();
  }
}
