import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import type { PageRenderer } from "#contracts/page-render.ts";
import { SERVICE_WORKER_PATH } from "#contracts/offline.ts";
import { isClientRoute } from "#contracts/routes.ts";
import { CachedBody, ExpiringCache } from "#server/lib/cached-body.ts";
import { Doorkeeper } from "#server/lib/doorkeeper.ts";
import { TtlCache } from "#server/lib/ttl-cache.ts";
import { pageTemplate, renderFor } from "./page-renderer.ts";
import { contentSecurityPolicy, scriptHash } from "./security.ts";
import { registerWebAppManifest } from "./web-app-manifest.ts";

export { inlineScriptHashes } from "./security.ts";

const MISSING_BUILD_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Echoes</title></head>
<body><p>The client has not been built yet. Run <code>npm run build</code> (or <code>npm start</code>, which builds it).</p></body></html>`;

/** Pages whose HTML is the same for every visitor and has no side effect (a quote page counts a view). */
const CACHEABLE_PAGES = new Set(["/", "/trending", "/about", "/terms", "/privacy"]);
/** Authors' pages (/author/{slug}) are too: made of approved quotes only, and dropped with them. */
const AUTHOR_PAGE = /^\/author\/[a-z0-9-]{1,100}$/;
const DISPLAY_MODE_COOKIE = /(?:^|;\s*)quote-view-mode=(clean|standard|full)(?:;|$)/;
/** `display=` in a home URL's query (docs/product/screens.md), as a link of the list's Display control writes it. */
const DISPLAY_PARAM = /[?&]display=(clean|standard|full)(?:&|#|$)/i;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The display mode a home URL names, when it differs from the visitor's cookie: the app keeps a mode from the URL
 * as the device's choice (local storage and this cookie); for a visitor without JavaScript the server does it.
 */
function displayCookieToSet(request: FastifyRequest): string | undefined {
  if (request.url.split("?")[0] !== "/") return undefined;
  const fromUrl = DISPLAY_PARAM.exec(request.url)?.[1]?.toLowerCase();
  if (!fromUrl || fromUrl === DISPLAY_MODE_COOKIE.exec(request.headers.cookie ?? "")?.[1]) return undefined;
  return `quote-view-mode=${fromUrl}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/** The meta element that tells the client the Google Analytics id (features/analytics reads it). */
export const GA_META_NAME = "echoes-ga-measurement-id";

function withAnalyticsId(html: string, id: string | undefined): string {
  return id === undefined ? html : html.replace("</head>", `<meta name="${GA_META_NAME}" content="${id}" />\n</head>`);
}

export function readIndexHtml(clientDir: string): string | undefined {
  const file = path.join(clientDir, "index.html");
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : undefined;
}

interface RenderedHtml {
  status: number;
  body: CachedBody;
  /** The rendered page's policy (the template's own inline scripts), or undefined for the app-wide one. */
  csp: string | undefined;
}

const HTML_TYPE = "text/html; charset=utf-8";

export interface ClientAssetsOptions {
  indexHtml: string | undefined;
  /** The server-side renderer; without it pages go out unrendered and the browser renders them. */
  renderer: PageRenderer | undefined;
  publicUrl: string;
  /** GA_MEASUREMENT_ID: pages name it (a meta element) and their CSP allows Google Analytics. */
  gaMeasurementId?: string;
  /** How long a rendered page is reused (the list caches' lifetime). */
  pageTtlMs: number;
  /** Subscribes to data changes: cached pages are dropped with the list caches. */
  onInvalidate: (listener: (soft: boolean) => void) => void;
  /** Names the rendered-page cache and how to read its live pages (for the admin debug call). */
  watchCache?: (name: string, liveTexts: () => string[]) => void;
}

/**
 * Serves the built client: hashed assets cached for a year, pages rendered on the server (and never
 * cached by browsers). Unknown non-API paths get the not-found page with a 404 status.
 */
export async function registerClientAssets(app: FastifyInstance, clientDir: string, options: ClientAssetsOptions) {
  const { renderer, publicUrl, gaMeasurementId } = options;
  const indexHtml = options.indexHtml === undefined ? undefined : withAnalyticsId(options.indexHtml, gaMeasurementId);
  const analytics = gaMeasurementId !== undefined;
  const serviceWorkerFile = path.join(clientDir, SERVICE_WORKER_PATH.slice(1));
  registerWebAppManifest(app);
  if (indexHtml !== undefined) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: "/",
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        if (filePath === serviceWorkerFile) {
          // The browser checks for a new worker on each visit; it must never get a stale one from a cache.
          reply.header("Content-Type", "text/javascript; charset=utf-8");
          reply.header("Cache-Control", "no-cache");
          return;
        }
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header("Cache-Control", hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      },
    });
  }

  const template = indexHtml === undefined ? undefined : pageTemplate(indexHtml);
  // What content puts into a page never adds an allowed script: the template's own and the app's own
  // (RenderedPage.scripts, the same on every page) are all a page's policy allows.
  const policies = new Map<string, string>();
  const pageCsp = (scripts: string[]) => {
    const key = scripts.join("\0");
    let policy = policies.get(key);
    if (policy === undefined && template) {
      const scriptHashes = [...template.scriptHashes, ...scripts.map(scriptHash)];
      policy = contentSecurityPolicy({ scriptHashes, analytics });
      if (policies.size < 16) policies.set(key, policy);
    }
    return policy;
  };
  // Renders of a public page are shared while they run (TtlCache) and kept, rendered, for a repeat of the
  // same URL and display mode, which is answered as soon as it arrives (onRequest below).
  // A rendered home page is ~200 KB of HTML (plus its compressed forms): keep a hundred at most, each from its
  // second request on.
  const rendering = new TtlCache<RenderedHtml>(options.pageTtlMs, 100, new Doorkeeper());
  const rendered = new ExpiringCache<RenderedHtml>(options.pageTtlMs, 100, new Doorkeeper());
  options.onInvalidate((soft) => {
    rendering.clear();
    if (soft) rendered.markStale();
    else rendered.clear();
  });
  options.watchCache?.("rendered public pages", () => rendered.liveValues().map((page) => page.body.text));

  /** The cache key of a page every visitor sees alike, or undefined for other pages. */
  const sharedPageKey = (request: FastifyRequest): string | undefined => {
    const queryAt = request.url.indexOf("?");
    const pathname = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
    if (!CACHEABLE_PAGES.has(pathname) && !AUTHOR_PAGE.test(pathname)) return undefined;
    return `${DISPLAY_MODE_COOKIE.exec(request.headers.cookie ?? "")?.[1] ?? ""} ${request.url}`;
  };

  const renderPage = async (request: FastifyRequest): Promise<RenderedHtml> => {
    const pathname = request.url.split("?")[0] ?? "/";
    if (!renderer || !template) {
      const html = indexHtml ?? MISSING_BUILD_HTML;
      return { status: isClientRoute(pathname) ? 200 : 404, body: new CachedBody(html, HTML_TYPE), csp: undefined };
    }
    const storedDisplay = DISPLAY_MODE_COOKIE.exec(request.headers.cookie ?? "")?.[1];
    const render = async () => {
      const who = { ip: request.ip, userAgent: request.headers["user-agent"] };
      const page = await renderFor(renderer, who, { url: request.url, publicUrl, storedDisplay });
      return { status: page.status, body: new CachedBody(template.fill(page), HTML_TYPE), csp: pageCsp(page.scripts) };
    };
    const key = sharedPageKey(request);
    if (key === undefined) return render();
    const page = await rendering.get(key, render);
    rendered.set(key, page, () => rendering.get(key, render));
    return page;
  };

  const send = (request: FastifyRequest, reply: FastifyReply, page: RenderedHtml) => {
    if (page.csp) void reply.header("Content-Security-Policy", page.csp);
    const displayCookie = displayCookieToSet(request);
    if (displayCookie) void reply.header("Set-Cookie", displayCookie);
    void reply.status(page.status).header("Cache-Control", "no-cache");
    return page.body.send(request, reply, "Accept-Encoding, Cookie");
  };

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) =>
    send(request, reply, await renderPage(request));

  if (renderer) {
    app.addHook("onRequest", (request, reply, done) => {
      const key = request.method === "GET" ? sharedPageKey(request) : undefined;
      const page = key === undefined ? undefined : rendered.get(key);
      if (page) return void send(request, reply, page);
      done();
    });
  }

  app.get("/", sendPage);

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const wantsPage = request.method === "GET" || request.method === "HEAD";
    // A missing build or media file (e.g. a stale hashed chunk after a deploy) is a plain 404, never the page:
    // a browser would otherwise try to run index.html as a script or stylesheet.
    if (pathname.startsWith("/assets/") || pathname.startsWith("/media/") || pathname === SERVICE_WORKER_PATH) {
      return reply.status(404).type("text/plain; charset=utf-8").send("Not found");
    }
    if (!pathname.startsWith("/api/") && pathname !== "/api" && wantsPage) return sendPage(request, reply);
    return reply.status(404).send({ error: "not_found", message: `No such endpoint: ${request.method} ${pathname}` });
  });
}
