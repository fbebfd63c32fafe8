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
import type { QuoteListItem } from "#contracts/quotes.ts";
import { emptyReactionCounts } from "#contracts/engagement.ts";
import { createQueryClient } from "#client/lib/query-client.ts";
import { parseSearch, stringifySearch } from "#client/app/search-params.ts";

/** A complete quote (pending, no extras, no counts) with `overrides` on top. */
export function makeQuote(overrides: Partial<QuoteListItem> = {}): QuoteListItem {
  return {
    id: "6f1c1f4e-8a3b-4d52-9a0e-0d9b6c1e2f3a",
    slug: "s",
    url_slug: "s",
    text: "A quote.",
    author: "Someone",
    category: "wisdom",
    tags: [],
    context: null,
    reference_url: null,
    description: null,
    source_id: null,
    user_id: "11111111-1111-4111-8111-111111111111",
    status: "pending",
    views: 0,
    has_audio: false,
    background_url: null,
    background_type: null,
    email: null,
    approved_by: null,
    approved_at: null,
    created_at: "2026-01-01T00:00:00.000Z",
    language: "en",
    translation_of: null,
    translator: null,
    author_slug: "someone",
    attribution: { status: "attributed", actual_author: null, earliest_date: null, note: null, updated_at: null },
    sources: [],
    updated_at: "2026-01-01T00:00:00.000Z",
    reaction_counts: emptyReactionCounts(),
    bookmark_count: 0,
    comment_count: 0,
    bookmarked: false,
    user_reaction: null,
    ...overrides,
  };
}

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
    // The app's plain-text search parameters, so that links read as they do in the app.
    parseSearch,
    stringifySearch,
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByTestId("test-root");
  return { ...result, router, queryClient };
}
