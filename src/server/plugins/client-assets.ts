import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { isClientRoute } from "#contracts/routes.ts";

const MISSING_BUILD_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Echoes</title></head>
<body><p>The client has not been built yet. Run <code>npm run build</code> (or <code>npm start</code>, which builds it).</p></body></html>`;

/** sha256 sources of the inline scripts in index.html, for the CSP. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1] ?? "")
    .filter((body) => body.trim() !== "")
    .map((body) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`);
}

export function readIndexHtml(clientDir: string): string | undefined {
  const file = path.join(clientDir, "index.html");
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : undefined;
}

/**
 * Serves the built client: hashed assets cached for a year, index.html never cached.
 * Unknown non-API paths get the SPA (which shows its not-found page) with a 404 status.
 */
export async function registerClientAssets(app: FastifyInstance, clientDir: string, indexHtml: string | undefined) {
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

  const sendApp = (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const status = isClientRoute(pathname) ? 200 : 404;
    return reply
      .status(status)
      .header("Cache-Control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(indexHtml ?? MISSING_BUILD_HTML);
  };

  app.get("/", sendApp);

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const wantsPage = request.method === "GET" || request.method === "HEAD";
    // A missing build file (e.g. a stale hashed chunk after a deploy) is a plain 404, never the page:
    // a browser would otherwise try to run index.html as a script or stylesheet.
    if (pathname.startsWith("/assets/")) {
      return reply.status(404).type("text/plain; charset=utf-8").send("Not found");
    }
    if (!pathname.startsWith("/api/") && pathname !== "/api" && wantsPage) return sendApp(request, reply);
    return reply
      .status(404)
      .send({ error: "not_found", message: `No such endpoint: ${request.method} ${pathname}` });
  });
}
