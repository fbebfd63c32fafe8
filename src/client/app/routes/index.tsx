import { useEffect } from "react";
import { createFileRoute, useRouter, useRouterState } from "@tanstack/react-router";
import { QuoteDiscovery } from "#client/features/quotes/components/quote-discovery.tsx";
import { DailyQuote } from "#client/features/share/components/daily-quote.tsx";
import { parseHomeSearch, type HomeSearch } from "#client/features/quotes/home-search.ts";
import { canonicalSearch } from "#client/features/quotes/search-params.ts";
import { HOME_TITLE, usePageHead } from "#client/lib/page-head.tsx";
import { useQuoteEditor } from "#client/features/quote-editor/components/quote-editor-provider.tsx";
import { PageContainer } from "../layout/page.tsx";
import { prefetch } from "../prefetch.ts";
import { WithQuoteSlots } from "../quote-slots.tsx";
import { useViewer } from "../use-viewer.ts";

export const Route = createFileRoute("/")({
  // docs/product/screens.md's list parameters: q, categories, authors, tags, status, sort, view, audio, bookmarked, reacted, display.
  validateSearch: (search: Record<string, unknown>): HomeSearch => parseHomeSearch(search),
  // The router merges the validated search over the raw one the root passes on, so an unusable value
  // (`?sort=random`, `?page=abc`) would still be there: the loader and the page read the validated parameters.
  loaderDeps: ({ search }) => parseHomeSearch(search),
  // Imported on demand: the filter mapping and search-syntax parser stay out of the entry chunk.
  loader: ({ context, deps }) =>
    prefetch(() =>
      Promise.all([
        import("#client/features/quotes/prefetch-home.ts").then(({ prefetchHome }) =>
          prefetchHome(context.queryClient, deps),
        ),
        import("#client/features/share/prefetch-daily-quote.ts").then(({ prefetchDailyQuote }) =>
          prefetchDailyQuote(context.queryClient),
        ),
      ]),
    ),
  component: HomePage,
});

function HomePage() {
  usePageHead({ title: HOME_TITLE, canonicalPath: "/" });
  const search = Route.useSearch({ select: parseHomeSearch, structuralSharing: true });
  const navigate = Route.useNavigate();
  const viewer = useViewer();
  const { openEditor } = useQuoteEditor();
  const { storedDisplay } = Route.useRouteContext();
  useCanonicalListUrl();

  return (
    <PageContainer className="md:pt-12">
      <div className="mb-8 max-w-2xl">
        <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">Quotes worth sharing</h1>
        <p className="mt-3 text-base text-muted-foreground text-pretty sm:text-lg">
          Discover words that move, comfort and challenge — from writers, thinkers, leaders and everyday people around
          the world. Every quote here has been reviewed before it was published.
        </p>
      </div>
      <WithQuoteSlots>
        <DailyQuote viewer={viewer} className="mb-8" />
        <QuoteDiscovery
          search={search}
          onSearchChange={(next) => void navigate({ search: next })}
          viewer={viewer}
          onEdit={openEditor}
          serverStoredDisplay={storedDisplay}
        />
      </WithQuoteSlots>
    </PageContainer>
  );
}

/**
 * The list filter sync: a hand-written or old URL (`?q=author:Twain&tags=`) is rewritten in place to the
 * parameters the controls write (`?authors=Twain`). It lives on this route only, so /auth/callback and every
 * other page keep their URLs as they are (docs/product/screens.md).
 */
function useCanonicalListUrl() {
  const router = useRouter();
  const navigate = Route.useNavigate();
  // The raw search string while the home page is the location (null once leaving it).
  const searchStr = useRouterState({
    select: (state) => (state.location.pathname === "/" ? state.location.searchStr : null),
  });
  useEffect(() => {
    if (searchStr === null) return;
    const canonical = canonicalSearch(parseHomeSearch(router.options.parseSearch(searchStr)));
    if (router.options.stringifySearch(canonical) !== searchStr) {
      void navigate({ search: canonical, replace: true, resetScroll: false });
    }
  }, [router, navigate, searchStr]);
}
