import type { ReactNode } from "react";
import { render, screen } from "@testing-library/react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { createQueryClient } from "#client/lib/query-client.ts";

/**
 * Renders `ui` inside a memory router (so <Link> works) and a fresh query client, and waits for it to appear.
 * The router knows "/" and "/quote/$slug", enough for components that link to quote pages.
 */
export async function renderWithProviders(
  ui: ReactNode,
  { queryClient = createQueryClient() }: { queryClient?: QueryClient } = {},
) {
  const rootRoute = createRootRoute({
    component: () => (
      <div data-testid="test-root">
        <Outlet />
      </div>
    ),
  });
  const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: "/", component: () => ui });
  const quoteRoute = createRoute({ getParentRoute: () => rootRoute, path: "/quote/$slug", component: () => null });
  const router = createRouter({
    routeTree: rootRoute.addChildren([indexRoute, quoteRoute]),
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByTestId("test-root");
  return { ...result, router, queryClient };
}
