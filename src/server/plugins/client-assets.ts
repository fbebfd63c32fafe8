import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import type { PageRenderer } from "#contracts/page-render.ts";
import { isClientRoute } from "#contracts/routes.ts";
import { CachedBody } from "#server/lib/cached-body.ts";
import { TtlCache } from "#server/lib/ttl-cache.ts";
import { pageTemplate, renderFor } from "./page-renderer.ts";
import { contentSecurityPolicy } from "./security.ts";

const MISSING_BUILD_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Echoes</title></head>
<body><p>The client has not been built yet. Run <code>npm run build</code> (or <code>npm start</code>, which builds it).</p></body></html>`;

/** Pages whose HTML is the same for every visitor and has no side effect (a quote page counts a view). */
const CACHEABLE_PAGES = new Set(["/", "/about", "/terms", "/privacy"]);
const DISPLAY_MODE_COOKIE = /(?:^|;\s*)quote-view-mode=(clean|standard|full)(?:;|$)/;

/** sha256 sources of the inline scripts in index.html, for the CSP. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1] ?? "")
    .filter((body) => body.trim() !== "")
    .map((body) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`);
}

export function readIndexHtml(clientDir: string): string | undefined {
  const file = path.join(clientDir, "index.html");
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : undefined;
}

interface RenderedHtml {
  status: number;
  body: CachedBody;
  /** The page's own policy, allowing exactly its inline scripts. */
  csp: string | undefined;
}

const HTML_TYPE = "text/html; charset=utf-8";

export interface ClientAssetsOptions {
  indexHtml: string | undefined;
  /** The server-side renderer; without it pages go out unrendered and the browser renders them. */
  renderer: PageRenderer | undefined;
  publicUrl: string;
  /** How long a rendered page is reused (the list caches' lifetime). */
  pageTtlMs: number;
  /** Subscribes to data changes: cached pages are dropped with the list caches. */
  onInvalidate: (listener: () => void) => void;
}

/**
 * Serves the built client: hashed assets cached for a year, pages rendered on the server (and never
 * cached by browsers). Unknown non-API paths get the not-found page with a 404 status.
 */
export async function registerClientAssets(app: FastifyInstance, clientDir: string, options: ClientAssetsOptions) {
  const { indexHtml, renderer, publicUrl } = options;
  if (indexHtml !== undefined) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: "/",
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header("Cache-Control", hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      },
    });
  }

  const fillTemplate = indexHtml === undefined ? undefined : pageTemplate(indexHtml);
  const pages = new TtlCache<RenderedHtml>(options.pageTtlMs, 500);
  options.onInvalidate(() => pages.clear());

  const renderPage = async (request: FastifyRequest): Promise<RenderedHtml> => {
    const pathname = request.url.split("?")[0] ?? "/";
    if (!renderer || !fillTemplate) {
      const html = indexHtml ?? MISSING_BUILD_HTML;
      return { status: isClientRoute(pathname) ? 200 : 404, body: new CachedBody(html, HTML_TYPE), csp: undefined };
    }
    const storedDisplay = DISPLAY_MODE_COOKIE.exec(request.headers.cookie ?? "")?.[1];
    const render = async () => {
      const who = { ip: request.ip, userAgent: request.headers["user-agent"] };
      const page = await renderFor(renderer, who, { url: request.url, publicUrl, storedDisplay });
      const html = fillTemplate(page);
      return {
        status: page.status,
        body: new CachedBody(html, HTML_TYPE),
        csp: contentSecurityPolicy(inlineScriptHashes(html)),
      };
    };
    return CACHEABLE_PAGES.has(pathname) ? pages.get(`${storedDisplay ?? ""} ${request.url}`, render) : render();
  };

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const page = await renderPage(request);
    if (page.csp) void reply.header("Content-Security-Policy", page.csp);
    void reply.status(page.status).header("Cache-Control", "no-cache");
    return page.body.send(request, reply, "Accept-Encoding, Cookie");
  };

  app.get("/", sendPage);

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const wantsPage = request.method === "GET" || request.method === "HEAD";
    // A missing build file (e.g. a stale hashed chunk after a deploy) is a plain 404, never the page:
    // a browser would otherwise try to run index.html as a script or stylesheet.
    if (pathname.startsWith("/assets/")) {
      return reply.status(404).type("text/plain; charset=utf-8").send("Not found");
    }
    if (!pathname.startsWith("/api/") && pathname !== "/api" && wantsPage) return sendPage(request, reply);
    return reply.status(404).send({ error: "not_found", message: `No such endpoint: ${request.method} ${pathname}` });
  });
}
