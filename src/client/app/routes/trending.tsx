import { createFileRoute } from "@tanstack/react-router";
import { parseTrendingSearch, windowOf, type TrendingSearch } from "#client/features/trending/trending-search.ts";
import { prefetch } from "../prefetch.ts";
import { TrendingPage } from "../layout/trending-page.tsx";

export const Route = createFileRoute("/trending")({
  validateSearch: (search: Record<string, unknown>): TrendingSearch => parseTrendingSearch(search),
  loaderDeps: ({ search }) => ({ window: windowOf(search) }),
  // The query's code comes with the page's.
  loader: ({ context, deps }) =>
    prefetch(() =>
      import("#client/features/trending/api/get-trending.ts").then(({ trendingQueryOptions }) =>
        context.queryClient.ensureQueryData(trendingQueryOptions(deps.window)),
      ),
    ),
  component: TrendingRoute,
});

function TrendingRoute() {
  const search = Route.useSearch();
  return <TrendingPage window={windowOf(search)} />;
}
