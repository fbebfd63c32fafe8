import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { NotFoundPage, PageError, PagePending } from "./layout/page-states.tsx";
import { routeTree } from "../routeTree.gen.ts";
import type { RouterContext } from "./routes/__root.tsx";
import { parseSearch, stringifySearch } from "./search-params.ts";

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
    scrollRestoration: true,
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
