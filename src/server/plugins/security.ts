import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet from "helmet";

/** Google Analytics' hosts (its tag, its collection endpoints), allowed only when GA_MEASUREMENT_ID is set. */
export const ANALYTICS_SCRIPT_HOSTS = ["https://www.googletagmanager.com"];
export const ANALYTICS_CONNECT_HOSTS = [
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://www.googletagmanager.com",
];

/**
 * sha256 sources of the inline scripts of the page template (index.html: the theme and start-up scripts), for the
 * CSP. Only ever given the template, never a rendered page: a script that rendering put into a page (a quote's
 * text, had escaping failed) must stay blocked, not be allowed by its own hash.
 */
export function inlineScriptHashes(template: string): string[] {
  return [...template.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1] ?? "")
    .filter((body) => body.trim() !== "")
    .map(scriptHash);
}

/** The CSP source allowing one inline script by its sha256. */
export function scriptHash(body: string): string {
  return `'sha256-${createHash("sha256").update(body).digest("base64")}'`;
}

export interface CspOptions {
  /** The page template's own inline scripts (sha256 sources); nothing else inline runs. */
  scriptHashes: string[];
  /** Allow Google Analytics (GA_MEASUREMENT_ID is configured). */
  analytics?: boolean;
}

/** The content security policy. */
function cspDirectives({ scriptHashes, analytics = false }: CspOptions) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...scriptHashes, ...(analytics ? ANALYTICS_SCRIPT_HOSTS : [])],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:", ...(analytics ? ANALYTICS_CONNECT_HOSTS : [])],
    mediaSrc: ["'self'", "blob:"],
    fontSrc: ["'self'", "data:"],
    connectSrc: ["'self'", ...(analytics ? ANALYTICS_CONNECT_HOSTS : [])],
    // The service worker (/sw.js) and the web app manifest, both from this origin only.
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The Content-Security-Policy header of a rendered page. */
export function contentSecurityPolicy(options: CspOptions): string {
  return Object.entries(cspDirectives(options))
    .map(([name, values]) => `${kebab(name)} ${values.join(" ")}`)
    .join(";");
}

/**
 * Helmet's headers, worked out once: they are the same for every response, so each request only copies
 * them instead of running the middleware again.
 */
export function securityHeaders(options: CspOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  } as unknown as ServerResponse;
  const middleware = helmet({
    contentSecurityPolicy: { directives: { ...cspDirectives(options), upgradeInsecureRequests: null } },
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
 * Security headers (and the request id) on every response. Routes may replace the CSP: rendered pages set
 * the same policy in its compact form; the API docs page sets its own.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: CspOptions) {
  const headers = securityHeaders(options);
  app.addHook("onRequest", (request, reply, done) => {
    void reply.headers(headers).header("x-request-id", request.id);
    done();
  });
}
