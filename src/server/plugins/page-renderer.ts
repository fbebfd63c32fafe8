import { AsyncLocalStorage } from "node:async_hooks";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, InjectOptions } from "fastify";
import {
  SSR_STATE_ELEMENT_ID,
  type ApiTransport,
  type CreatePageRenderer,
  type PageRenderer,
  type RenderedPage,
} from "#contracts/page-render.ts";
import { inlineScriptHashes } from "./security.ts";

/** Who asked for the page being rendered: its API calls count views for them, not for the server. */
interface PageVisitor {
  ip: string;
  userAgent: string | undefined;
}

const visitor = new AsyncLocalStorage<PageVisitor>();

/** The renderer's API calls, answered in process by the same routes the browser calls. */
function injectTransport(app: FastifyInstance): ApiTransport {
  return async (apiPath, init) => {
    const who = visitor.getStore();
    const headers = Object.fromEntries(new Headers(init.headers));
    if (who?.userAgent) headers["user-agent"] = who.userAgent;
    const res = await app.inject({
      method: (init.method ?? "GET") as InjectOptions["method"],
      url: apiPath,
      headers,
      payload: typeof init.body === "string" ? init.body : undefined,
      remoteAddress: who?.ip,
    });
    const body = res.statusCode === 204 || res.statusCode === 304 ? null : res.body;
    return new Response(body, { status: res.statusCode, headers: res.headers as Record<string, string> });
  };
}

/**
 * The server-side build of the client (`dist/server/entry-server.js`, beside CLIENT_DIR), or undefined
 * when it has not been built: pages are then sent unrendered and the browser renders them.
 */
export async function loadPageRenderer(app: FastifyInstance, clientDir: string): Promise<PageRenderer | undefined> {
  const entry = path.join(path.dirname(clientDir), "server", "entry-server.js");
  if (!fs.existsSync(entry)) return undefined;
  const bundle = (await import(pathToFileURL(entry).href)) as { createPageRenderer: CreatePageRenderer };
  return bundle.createPageRenderer(injectTransport(app));
}

/** Renders a page for this visitor. */
export function renderFor(renderer: PageRenderer, who: PageVisitor, request: Parameters<PageRenderer["render"]>[0]) {
  return visitor.run(who, () => renderer.render(request));
}

/** A page template: index.html with its slots filled, and the hashes of its own inline scripts. */
export interface PageTemplate {
  fill(page: RenderedPage): string;
  /** sha256 sources of the template's own inline scripts: what a page's CSP allows, whatever fills the slots. */
  scriptHashes: string[];
}

/** index.html with its three slots (`<!--app-head-->`, `<!--app-html-->`, `<!--app-state-->`) to fill. */
export function pageTemplate(indexHtml: string): PageTemplate {
  const [beforeHead = "", afterHead = ""] = indexHtml.split("<!--app-head-->");
  const [beforeHtml = "", afterHtml = ""] = afterHead.split("<!--app-html-->");
  const [beforeState = "", afterState = ""] = afterHtml.split("<!--app-state-->");
  return {
    // The state element is data (application/json), not a script: it is never hashed.
    fill: (page) =>
      beforeHead +
      page.head +
      beforeHtml +
      page.html +
      beforeState +
      `<script id="${SSR_STATE_ELEMENT_ID}" type="application/json">${page.state}</script>` +
      afterState,
    scriptHashes: [beforeHead, beforeHtml, beforeState, afterState].flatMap(inlineScriptHashes),
  };
}
