import { createRouter, lazyRouteComponent, type RouterHistory } from "@tanstack/react-router";
import { SSR_STATE_ELEMENT_ID } from "#contracts/page-render.ts";
import { PagePending } from "./layout/page-states.tsx";
import { routeTree } from "../routeTree.gen.ts";
import type { RouterContext } from "./routes/__root.tsx";
import { parseSearch, stringifySearch } from "./search-params.ts";

// The pages for a wrong address or a failure load when one is shown.
const NotFoundPage = lazyRouteComponent(() => import("./layout/page-errors.tsx"), "NotFoundPage");
const PageError = lazyRouteComponent(() => import("./layout/page-errors.tsx"), "PageError");

/** Loads the pages for a wrong address and a failure: before the server renders a page, or hydrates one showing them. */
export function preloadPageStates(): Promise<unknown> {
  return Promise.all([NotFoundPage.preload?.(), PageError.preload?.()]);
}

/**
 * The router puts the page where it was (or at the top) after each navigation in the app, but not when it takes
 * over the page the server rendered: the server's inline script restored that page's place before it was painted,
 * and the visitor may have scrolled since. Scrolling then would move what they are about to click from under the
 * pointer.
 */
function scrollRestorationAfterTakeover(): () => boolean {
  let takingOver = typeof document !== "undefined" && document.getElementById(SSR_STATE_ELEMENT_ID) !== null;
  return () => {
    if (!takingOver) return true;
    takingOver = false;
    return false;
  };
}

/** The app's router; the server gives it a memory history of the requested URL. */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    history,
    defaultPreload: "intent",
    // Data lives in TanStack Query; the router should not cache loader data on top of it.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PagePending,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: PageError,
    scrollRestoration: scrollRestorationAfterTakeover(),
    // Search parameters are plain text, as docs/product/screens.md writes them; routes type them in validateSearch.
    parseSearch,
    stringifySearch,
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
