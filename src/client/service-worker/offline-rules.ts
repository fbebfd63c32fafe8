/**
 * What the service worker keeps, and for whom (docs/product/offline.md): plain rules on URLs and headers, apart
 * from the worker's globals so that Vitest checks them.
 */

/** Cache names. A member's private responses go to a cache of their own, named after them. */
export const CACHES = {
  pages: "echoes-pages",
  inspire: "echoes-inspire",
  inspireAudio: "echoes-inspire-audio",
  memberPrefix: "echoes-member-",
} as const;

/** API reads that belong to the signed-in member: their session, bookmarks, lists and notifications. */
const MEMBER_API = /^\/api\/(auth\/user|bookmarks|lists|notifications|users\/me)(\/|$)/;

export function isMemberApi(pathname: string): boolean {
  return MEMBER_API.test(pathname);
}

/** Requests that start or end a session: every member's kept responses are forgotten when one is sent. */
export function isSessionChange(method: string, pathname: string): boolean {
  if (method === "POST") return /^\/api\/auth\/(signin|signup|signout)\/?$/.test(pathname);
  if (method === "DELETE") return /^\/api\/users\/me\/?$/.test(pathname);
  return false;
}

const MEMBER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The member a bearer token names (its `sub`), or undefined without a well-formed one. The worker cannot check the
 * signature offline; it only files responses under the member the server answered them for (the network answered
 * with this token), and never gives them to a request without a token or with another member's.
 */
export function memberOf(authorization: string | null): string | undefined {
  const token = /^Bearer\s+([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]*)$/.exec(authorization ?? "");
  const payload = token?.[2];
  if (!payload) return undefined;
  try {
    const json = atob(
      payload
        .replace(/-/g, "+")
        .replace(/_/g, "/")
        .padEnd(Math.ceil(payload.length / 4) * 4, "="),
    );
    const sub: unknown = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === "string" && MEMBER_ID.test(sub) ? sub : undefined;
  } catch {
    return undefined;
  }
}

export const memberCacheName = (member: string) => `${CACHES.memberPrefix}${member}`;

/** Pages a member reads from their kept data: offline, never kept themselves, they start from the app shell. */
export function isMemberPage(pathname: string): boolean {
  return /^\/(dashboard|list\/[^/]+)\/?$/.test(pathname);
}

/** The key a visited page is kept under: the dashboard is one page whatever its tab (the browser picks the tab). */
export function pageCacheKey(url: URL): string {
  return url.pathname === "/dashboard" ? `${url.origin}/dashboard` : url.href;
}

/** Addresses that are never pages: the API, media, and the worker itself. */
export function isPageNavigation(mode: string, url: URL, origin: string): boolean {
  if (mode !== "navigate" || url.origin !== origin) return false;
  return !/^\/(api|media|assets)(\/|$)/.test(url.pathname) && url.pathname !== "/sw.js";
}

/** How many narrated quotes of the last playlist are kept for offline play, and their audio's total size. */
export const INSPIRE_AUDIO_LIMITS = { quotes: 20, bytes: 25 * 1024 * 1024 } as const;

interface PlaylistQuote {
  id: string;
  has_audio?: boolean;
}

/** The first narrated quotes of a playlist (GET /api/quotes or /api/lists/{id}: both answer `{ quotes }`). */
export function narratedQuoteIds(playlist: unknown, limit: number = INSPIRE_AUDIO_LIMITS.quotes): string[] {
  const quotes = (playlist as { quotes?: unknown } | null)?.quotes;
  if (!Array.isArray(quotes)) return [];
  return (quotes as PlaylistQuote[])
    .filter((quote) => typeof quote?.id === "string" && quote.has_audio === true)
    .slice(0, limit)
    .map((quote) => quote.id);
}

/** A short, stable name for a build: FNV-1a over its precache manifest (each file's URL and revision). */
export function buildVersion(entries: ReadonlyArray<string | { url: string; revision?: string | null }>): string {
  let hash = 0x811c9dc5;
  for (const entry of entries) {
    const text = typeof entry === "string" ? entry : `${entry.url}#${entry.revision ?? ""}`;
    for (let i = 0; i < text.length; i++) {
      hash ^= text.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
  }
  return hash.toString(36);
}
