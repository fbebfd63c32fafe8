import { createFileRoute } from "@tanstack/react-router";
import { useQuoteBySlug } from "#client/features/quotes/api/get-quote-by-slug.ts";
import { QuoteDetailPage } from "../../layout/quote-detail-page.tsx";

export const Route = createFileRoute("/quote/$slug")({
  component: QuoteBySlugPage,
});

function QuoteBySlugPage() {
  const { slug } = Route.useParams();
  const query = useQuoteBySlug(slug);
  return <QuoteDetailPage query={query} />;
}
