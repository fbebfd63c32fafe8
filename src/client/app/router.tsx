import { createRouter } from "@tanstack/react-router";
import type { QueryClient } from "@tanstack/react-query";
import { routeTree } from "../routeTree.gen.ts";
import { NotFoundPage, PageError, PagePending } from "./layout/page-states.tsx";
import { parseSearch, stringifySearch } from "./search-params.ts";

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: "intent",
    // Data lives in TanStack Query; the router should not cache loader data on top of it.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PagePending,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: PageError,
    scrollRestoration: true,
    // Search parameters are plain text, as SPEC §2 writes them; routes type them in validateSearch.
    parseSearch,
    stringifySearch,
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
