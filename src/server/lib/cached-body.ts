import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Doorkeeper } from "./doorkeeper.ts";

/** Brotli level for text made once and sent many times: near the best size at a fraction of level 11's cost. */
const BROTLI_QUALITY = 5;

/**
 * A response body that is sent many times (a cached page or list): each encoding a client accepts is
 * compressed once, on first demand, instead of on every request.
 */
export class CachedBody {
  private brotli: Buffer | undefined;
  private gzip: Buffer | undefined;
  private identity: Buffer | undefined;

  constructor(
    readonly text: string,
    readonly contentType: string,
  ) {}

  private encoded(accepts: string): { encoding: "br" | "gzip"; body: Buffer } | undefined {
    if (accepts.includes("br")) {
      this.brotli ??= brotliCompressSync(this.text, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      });
      return { encoding: "br", body: this.brotli };
    }
    if (accepts.includes("gzip")) {
      this.gzip ??= gzipSync(this.text);
      return { encoding: "gzip", body: this.gzip };
    }
    return undefined;
  }

  /** Sends the body in the best encoding the request accepts; `vary` names what else chose this body. */
  send(request: FastifyRequest, reply: FastifyReply, vary = "Accept-Encoding") {
    void reply.type(this.contentType).header("vary", vary);
    const accepts = request.headers["accept-encoding"];
    const encoded = accepts && this.text.length >= 1024 ? this.encoded(accepts) : undefined;
    if (!encoded) return reply.send((this.identity ??= Buffer.from(this.text)));
    return reply.header("content-encoding", encoded.encoding).send(encoded.body);
  }
}

/**
 * Values (responses) kept for a few seconds per key, read synchronously, dropped all at once when the data changes
 * (`clear`), or marked stale when a change may show a moment late (`markStale`): a stale value that knows how to
 * reload itself is still served, once, while it reloads in the background, so no request waits for the rebuild.
 * With a `doorkeeper`, only the keys it admits are kept.
 */
export class ExpiringCache<V> {
  private readonly entries = new Map<
    string,
    { expires: number; value: V; stale: boolean; reload?: () => Promise<V>; reloading?: boolean }
  >();
  /** Counts `markStale` calls: a reload that began before the latest one is itself stale. */
  private staleMarks = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
    private readonly doorkeeper?: Doorkeeper,
  ) {}

  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expires <= Date.now() || (hit.stale && !hit.reload)) {
      this.entries.delete(key);
      return undefined;
    }
    if (hit.stale && !hit.reloading) this.reloadInBackground(key, hit);
    return hit.value;
  }

  /** Keeps `value` for `key`; `reload` makes it again (what a stale value is served while). */
  set(key: string, value: V, reload?: () => Promise<V>) {
    if (this.doorkeeper && !this.entries.has(key) && !this.doorkeeper.admit(key)) return;
    if (this.entries.size >= this.maxEntries) {
      const now = Date.now();
      for (const [k, entry] of this.entries) if (entry.expires <= now) this.entries.delete(k);
      if (this.entries.size >= this.maxEntries) this.entries.clear();
    }
    this.entries.set(key, { expires: Date.now() + this.ttlMs, value, stale: false, reload });
  }

  /** The values not yet expired (read-only; for diagnostics). */
  liveValues(): V[] {
    const now = Date.now();
    return [...this.entries.values()].filter((e) => e.expires > now).map((e) => e.value);
  }

  clear() {
    this.entries.clear();
  }

  /** Every value is out of date, but may be served while it is made again (values that cannot reload are dropped). */
  markStale() {
    this.staleMarks++;
    for (const entry of this.entries.values()) entry.stale = true;
  }

  private reloadInBackground(key: string, entry: { reload?: () => Promise<V>; reloading?: boolean }) {
    entry.reloading = true;
    const marks = this.staleMarks;
    entry.reload!().then(
      (value) => {
        if (this.entries.get(key) !== entry) return;
        this.set(key, value, entry.reload);
        if (this.staleMarks !== marks) this.entries.get(key)!.stale = true;
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
  }
}
