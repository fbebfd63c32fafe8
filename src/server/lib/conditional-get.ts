import type { IncomingHttpHeaders } from "node:http";
import fresh from "fresh";

/** What a response can be validated by. */
export interface Validators {
  etag: string;
  lastModified?: Date;
}

const NO_CACHE = /^\s*no-cache\s*$/i;

/** Whether a request carries If-None-Match or If-Modified-Since. */
export function isConditional(headers: IncomingHttpHeaders): boolean {
  return headers["if-none-match"] !== undefined || headers["if-modified-since"] !== undefined;
}

/**
 * The request's Cache-Control without its `no-cache` directive (undefined when nothing is left).
 *
 * `no-cache` on a request is addressed to caches: "do not reuse a stored response without asking the origin"
 * (RFC 9111 §5.2.1.4). We are the origin, and a 304 is the successful validation it asks for; the origin must
 * still evaluate If-None-Match (RFC 9110 §13.1.2). Node's fetch() adds `no-cache` to every conditional request,
 * and `fresh` / @fastify/send would then answer the whole body again.
 */
export function withoutNoCache(cacheControl: string | undefined): string | undefined {
  if (cacheControl === undefined) return undefined;
  const kept = cacheControl.split(",").filter((directive) => !NO_CACHE.test(directive));
  return kept.length > 0 ? kept.join(",") : undefined;
}

/**
 * Whether a GET or HEAD may be answered 304 Not Modified (RFC 9110 §13.2.2): If-None-Match by weak comparison
 * (a list, `W/` tags, `*`), else If-Modified-Since against `lastModified` (to the second). Evaluated by `fresh`.
 */
export function isNotModified(headers: IncomingHttpHeaders, validators: Validators): boolean {
  const request = { ...headers, "cache-control": withoutNoCache(headers["cache-control"]) };
  const response: Record<string, string> = { etag: validators.etag };
  if (validators.lastModified) response["last-modified"] = validators.lastModified.toUTCString();
  return fresh(request, response);
}
