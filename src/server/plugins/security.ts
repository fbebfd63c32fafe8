import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet from "helmet";

/** The content security policy; `scriptHashes` allow the page's own inline scripts and nothing else inline. */
function cspDirectives(scriptHashes: string[]) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...scriptHashes],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:"],
    mediaSrc: ["'self'", "blob:"],
    fontSrc: ["'self'", "data:"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The Content-Security-Policy header of a rendered page, whose inline scripts differ from page to page. */
export function contentSecurityPolicy(scriptHashes: string[]): string {
  return Object.entries(cspDirectives(scriptHashes))
    .map(([name, values]) => `${kebab(name)} ${values.join(" ")}`)
    .join(";");
}

/**
 * Helmet's headers, worked out once: they are the same for every response, so each request only copies
 * them instead of running the middleware again.
 */
export function securityHeaders(scriptHashes: string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  } as unknown as ServerResponse;
  const middleware = helmet({
    contentSecurityPolicy: { directives: { ...cspDirectives(scriptHashes), upgradeInsecureRequests: null } },
    crossOriginEmbedderPolicy: false,
  });
  let failure: unknown;
  void middleware({ headers: {} } as IncomingMessage, response, (err?: unknown) => {
    failure = err;
  });
  if (failure !== undefined) throw new Error("helmet refused its options", { cause: failure });
  return headers;
}

/**
 * Security headers (and the request id) on every response. Routes may replace the CSP: rendered pages
 * allow their own inline scripts; the API docs page sets its own.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { inlineScriptHashes: string[] }) {
  const headers = securityHeaders(options.inlineScriptHashes);
  app.addHook("onRequest", (request, reply, done) => {
    void reply.headers(headers).header("x-request-id", request.id);
    done();
  });
}
