/**
 * The service worker (docs/product/offline.md, decision 039), built by vite-plugin-pwa (injectManifest) into
 * /sw.js. It keeps:
 *
 * - the app shell (built scripts, styles, icons, the offline page): precached at install;
 * - the pages visited: network first with a short timeout, else the kept page, else the offline page (a member's
 *   own pages start from the app shell and read the member's kept data);
 * - a signed-in member's session, bookmarks and lists (their API reads): network first, in a cache of that member's
 *   own, never given to a request without their token, and forgotten when a session starts or ends;
 * - the last Inspire playlist and the narration of its first narrated quotes (range requests answered from it).
 *
 * A new worker waits until no page runs the old one: an update takes effect on the next visit.
 */
import { clientsClaim } from "workbox-core";
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { createPartialResponse } from "workbox-range-requests";
import { registerRoute } from "workbox-routing";
import { NetworkFirst } from "workbox-strategies";
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from "workbox-core/types.js";
import { EVENTS_PATH } from "#contracts/constants.ts";
import { INSPIRE_PLAYLIST_HEADER, OFFLINE_PAGE_PATH, SW_VERSION_MESSAGE } from "#contracts/offline.ts";
import { keepNarration } from "./inspire-narration.ts";
import {
  buildVersion,
  CACHES,
  isMemberApi,
  isMemberPage,
  isPageNavigation,
  isSessionChange,
  memberCacheName,
  memberOf,
  pageCacheKey,
} from "./offline-rules.ts";
import { appShell } from "./app-shell.ts";
import type { WorkerScope } from "./worker-scope.ts";

declare const self: WorkerScope;

const PRECACHE = self.__WB_MANIFEST;
const VERSION = buildVersion(PRECACHE);
const origin = self.location.origin;

// The precached files answer only their own URLs: "/" is the server's page, never the template (index.html).
precacheAndRoute(PRECACHE, { directoryIndex: "", cleanURLs: false });
cleanupOutdatedCaches();
// The first worker takes the page that installed it; a later one activates only once no page runs the old one.
clientsClaim();

// Analytics batches go straight to the network. Chromium drops a beacon sent as a page unloads when the request
// goes through the worker's fetch handler, even one that lets it pass, so the last events of a page were lost.
self.addEventListener("install", (event) => {
  if (!event.addRoutes) return;
  event.waitUntil(
    event.addRoutes({ condition: { urlPattern: EVENTS_PATH, requestMethod: "POST" }, source: "network" }).catch(() => {
      // Without the rule, events still go through the worker; only a beacon at unload may be lost.
    }),
  );
});

const DAY_SECONDS = 24 * 60 * 60;
const okOnly = () => new CacheableResponsePlugin({ statuses: [200] });

// Pages: the network for three seconds, then the kept copy.
const pages = new NetworkFirst({
  cacheName: CACHES.pages,
  networkTimeoutSeconds: 3,
  plugins: [
    { cacheKeyWillBeUsed: async ({ request }) => pageCacheKey(new URL(request.url)) },
    okOnly(),
    new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
  ],
});

async function offlinePage(): Promise<Response> {
  return (await matchPrecache(OFFLINE_PAGE_PATH)) ?? Response.error();
}

registerRoute(
  ({ request, url }) => isPageNavigation(request.mode, url, origin),
  async (options: RouteHandlerCallbackOptions) => {
    try {
      return await pages.handle(options);
    } catch {
      const { pathname } = new URL(options.request.url);
      return (isMemberPage(pathname) ? await appShell() : undefined) ?? offlinePage();
    }
  },
);

/** Forgets every member's kept responses, or every member's but one. */
async function forgetMembers(except?: string) {
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(CACHES.memberPrefix) && name !== except).map((name) => caches.delete(name)),
  );
}

// A session that starts or ends (sign-in, sign-up, sign-out, account deleted) leaves nobody's data behind.
self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (url.origin === origin && isSessionChange(event.request.method, url.pathname)) event.waitUntil(forgetMembers());
});

/** The playlist just kept: its first narrated quotes' narration is kept with it (in the background). */
const keepPlaylistNarration: WorkboxPlugin = {
  cacheDidUpdate: async ({ newResponse }) => {
    const playlist: unknown = await newResponse.json().catch(() => null);
    await keepNarration(playlist, origin);
  },
};

/** A refused token: the session is over, and so is what was kept for it. */
const forgetOnRefusal: WorkboxPlugin = {
  fetchDidSucceed: async ({ response }) => {
    if (response.status === 401) await forgetMembers();
    return response;
  },
};

const memberStrategies = new Map<string, NetworkFirst>();
function memberStrategy(member: string, playlist: boolean): NetworkFirst {
  const key = `${member} ${playlist}`;
  let strategy = memberStrategies.get(key);
  if (!strategy) {
    strategy = new NetworkFirst({
      cacheName: memberCacheName(member),
      networkTimeoutSeconds: 4,
      // Kept per member already: a response that varies on the token still answers the member's next token.
      matchOptions: { ignoreVary: true },
      plugins: [
        forgetOnRefusal,
        okOnly(),
        new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
        ...(playlist ? [keepPlaylistNarration] : []),
      ],
    });
    memberStrategies.set(key, strategy);
  }
  return strategy;
}

// Inspire's playlist (a filtered list, or a public list for a visitor): only the last one is kept.
const inspirePlaylist = new NetworkFirst({
  cacheName: CACHES.inspire,
  networkTimeoutSeconds: 4,
  plugins: [okOnly(), new ExpirationPlugin({ maxEntries: 1 }), keepPlaylistNarration],
});
registerRoute(
  ({ request, url }) =>
    url.origin === origin &&
    request.headers.has(INSPIRE_PLAYLIST_HEADER) &&
    !(isMemberApi(url.pathname) && request.headers.has("Authorization")),
  inspirePlaylist,
);

// A member's own reads: kept for them alone. Without a token they are never answered from a cache.
registerRoute(
  ({ url }) => url.origin === origin && isMemberApi(url.pathname),
  async (options: RouteHandlerCallbackOptions) => {
    const { request } = options;
    const member = memberOf(request.headers.get("Authorization"));
    if (!member) return fetch(request);
    await forgetMembers(memberCacheName(member));
    return memberStrategy(member, request.headers.has(INSPIRE_PLAYLIST_HEADER)).handle(options);
  },
);

// A narration's address (GET /api/quotes/{id}/audio): from the network, else as kept with the last playlist.
registerRoute(
  ({ url }) => url.origin === origin && /^\/api\/quotes\/[^/]+\/audio$/.test(url.pathname),
  new NetworkFirst({
    cacheName: CACHES.inspireAudio,
    networkTimeoutSeconds: 3,
    // Read only: what is kept is the anonymous answer keepNarration fetched, never a member's.
    plugins: [{ cacheWillUpdate: async () => null }],
  }),
);

// Narration files: a kept one answers range requests (an audio element asks for byte ranges) from the whole file.
registerRoute(
  ({ url }) => url.origin === origin && /^\/media\/.+\.(mp3|m4a|ogg|oga|opus|wav|webm)$/i.test(url.pathname),
  async ({ request }: RouteHandlerCallbackOptions) => {
    const kept = await caches.open(CACHES.inspireAudio).then((cache) => cache.match(request.url));
    if (!kept) return fetch(request);
    return request.headers.has("range") ? createPartialResponse(request, kept) : kept;
  },
);

self.addEventListener("message", (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SW_VERSION_MESSAGE) {
    event.ports[0]?.postMessage({ version: VERSION });
  }
});
