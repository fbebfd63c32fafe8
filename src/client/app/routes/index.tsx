import { createFileRoute } from "@tanstack/react-router";
import { QuoteList } from "#client/features/quotes/components/quote-list.tsx";
import { usePageTitle } from "#client/lib/use-page-title.ts";
import { PageContainer } from "../layout/page.tsx";

export const Route = createFileRoute("/")({
  component: HomePage,
});

function HomePage() {
  usePageTitle(undefined);
  return (
    <PageContainer>
      <div className="mb-10 max-w-2xl">
        <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">Quotes worth sharing</h1>
        <p className="mt-3 text-lg text-muted-foreground text-pretty">
          Discover words that move, comfort and challenge — from writers, thinkers, leaders and everyday people around
          the world. Every quote here has been reviewed before it was published.
        </p>
      </div>
      <QuoteList />
    </PageContainer>
  );
}
