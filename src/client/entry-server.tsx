import { renderToString } from "react-dom/server";
import { dehydrate } from "@tanstack/react-query";
import { createMemoryHistory } from "@tanstack/react-router";
import { getScrollRestorationScriptForRouter } from "@tanstack/router-core/scroll-restoration-script";
import type { CreatePageRenderer, PageRenderRequest, RenderedPage } from "#contracts/page-render.ts";
import { setApiTransport } from "#client/lib/api.ts";
import { HOME_TITLE, type PageHead } from "#client/lib/page-head.tsx";
import { pageHeadHtml } from "#client/lib/page-head-tags.ts";
import { loadServerRendered } from "#client/lib/preloadable.tsx";
import { createQueryClient } from "#client/lib/query-client.ts";
import { parseStoredDisplayMode } from "#client/features/quotes/display-mode.ts";
import { App } from "./app/app.tsx";
import { createAppRouter, preloadPageStates } from "./app/router.tsx";
import { serializeSsrState } from "./app/ssr-state.ts";

/** Renders one page as an anonymous visitor sees it, with the data its routes load. */
async function renderPage({ url, publicUrl, storedDisplay: cookie }: PageRenderRequest): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  const storedDisplay = parseStoredDisplayMode(cookie ?? null);
  const router = createAppRouter({ queryClient, storedDisplay }, createMemoryHistory({ initialEntries: [url] }));
  await Promise.all([router.load(), preloadPageStates()]);
  // What the page's code may render from a lazy piece (an empty or error state), once that code has registered it.
  await loadServerRendered();

  let head: PageHead | undefined;
  const html = renderToString(
    <App
      router={router}
      queryClient={queryClient}
      publicUrl={publicUrl}
      collectHead={(next) => {
        head ??= next;
      }}
    />,
  );
  const state = serializeSsrState({ queries: dehydrate(queryClient), publicUrl, storedDisplay });
  queryClient.clear();
  const page = head ?? { title: HOME_TITLE };
  return { status: page.status ?? 200, head: pageHeadHtml(page, publicUrl), html, state, scripts: ownScripts(router) };
}

/**
 * The router's scroll restoration script as its `ScriptOnce` writes it into the page: fixed text (the storage key),
 * never anything from the URL or the data.
 */
function ownScripts(router: Parameters<typeof getScrollRestorationScriptForRouter>[0]): string[] {
  const scroll = getScrollRestorationScriptForRouter(router);
  return scroll ? [`${scroll};document.currentScript.remove()`] : [];
}

export const createPageRenderer: CreatePageRenderer = (transport) => {
  setApiTransport(transport);
  return { render: renderPage };
};
