import type { FastifyInstance } from "fastify";
import helmet from "@fastify/helmet";

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

/** Security headers with a CSP the client (and the API docs page) passes. */
export async function registerSecurityHeaders(app: FastifyInstance, options: { inlineScriptHashes: string[] }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: { ...cspDirectives(options.inlineScriptHashes), upgradeInsecureRequests: null },
    },
    crossOriginEmbedderPolicy: false,
  });
}
