import { createFileRoute } from "@tanstack/react-router";
import { useQuoteBySlug } from "#client/features/quotes/api/get-quote-by-slug.ts";
import { QuoteDetailView } from "#client/features/quotes/components/quote-detail.tsx";
import { PageContainer } from "../../layout/page.tsx";

export const Route = createFileRoute("/quote/$slug")({
  component: QuoteBySlugPage,
});

function QuoteBySlugPage() {
  const { slug } = Route.useParams();
  const query = useQuoteBySlug(slug);
  return (
    <PageContainer>
      <QuoteDetailView query={query} />
    </PageContainer>
  );
}
