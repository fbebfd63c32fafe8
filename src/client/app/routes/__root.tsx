import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext } from "@tanstack/react-router";
import type { DisplayMode } from "#client/features/quotes/home-search.ts";
import { RootLayout } from "../layout/root-layout.tsx";

export interface RouterContext {
  queryClient: QueryClient;
  /** The quote display mode this device keeps, as the server knew it when rendering the page. */
  storedDisplay?: DisplayMode;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});
