/**
 * Offline and installable (docs/product/offline.md): the web app manifest the server sends, and what the service
 * worker (src/client/service-worker) and the page that registers it agree on.
 */

/** Where the service worker is served (the whole site is its scope). */
export const SERVICE_WORKER_PATH = "/sw.js";
export const WEB_APP_MANIFEST_PATH = "/manifest.webmanifest";
export const WEB_APP_MANIFEST_TYPE = "application/manifest+json";
/** The page shown for an address the browser cannot reach and has not kept (precached). */
export const OFFLINE_PAGE_PATH = "/offline.html";

/** Light and dark theme colours: the page background of each theme (index.html's theme-color metas match). */
export const THEME_COLORS = { light: "#ffffff", dark: "#0a0a0a" } as const;

const ICON_SIZES = [192, 512] as const;

/** The web app manifest (https://www.w3.org/TR/appmanifest/). */
export const WEB_APP_MANIFEST = {
  id: "/",
  name: "Echoes",
  short_name: "Echoes",
  description: "Discover, read, listen to and share quotes — your bookmarks and lists read offline too.",
  lang: "en",
  dir: "ltr",
  start_url: "/",
  scope: "/",
  display: "standalone",
  orientation: "any",
  theme_color: THEME_COLORS.light,
  background_color: THEME_COLORS.light,
  categories: ["books", "education", "lifestyle"],
  icons: [
    ...ICON_SIZES.map((size) => ({
      src: `/icons/icon-${size}.png`,
      sizes: `${size}x${size}`,
      type: "image/png",
      purpose: "any",
    })),
    ...ICON_SIZES.map((size) => ({
      src: `/icons/maskable-${size}.png`,
      sizes: `${size}x${size}`,
      type: "image/png",
      purpose: "maskable",
    })),
  ],
  shortcuts: [
    { name: "Bookmarks", short_name: "Bookmarks", url: "/dashboard?tab=bookmarks" },
    { name: "Lists", short_name: "Lists", url: "/dashboard?tab=lists" },
  ],
} as const;

/** The message the page sends the service worker to learn its version: it answers `{ version }` (a hash of its precache manifest, so of the build it serves). */
export const SW_VERSION_MESSAGE = "echoes:sw-version";

/**
 * The header Inspire's playlist requests carry (features/inspire/api): the service worker keeps the last playlist,
 * and the narration of its first narrated quotes, for playing offline.
 */
export const INSPIRE_PLAYLIST_HEADER = "X-Echoes-Inspire";

/** Where the page remembers the build it last ran under a service worker (the "updated" notice). */
export const SW_VERSION_STORAGE_KEY = "echoes-app-version";

export const UPDATED_NOTICE = {
  title: "Echoes has been updated",
  description: "You are using the newest version.",
} as const;
