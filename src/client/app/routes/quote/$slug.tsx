import { createFileRoute } from "@tanstack/react-router";
import { quoteBySlugQueryOptions, useQuoteBySlug } from "#client/features/quotes/api/get-quote-by-slug.ts";
import { prefetch } from "../../prefetch.ts";
import { QuoteDetailPage } from "../../layout/quote-detail-page.tsx";

export const Route = createFileRoute("/quote/$slug")({
  loader: ({ context, params }) =>
    prefetch(() => context.queryClient.ensureQueryData(quoteBySlugQueryOptions(params.slug))),
  component: QuoteBySlugPage,
});

function QuoteBySlugPage() {
  const { slug } = Route.useParams();
  const query = useQuoteBySlug(slug);
  return <QuoteDetailPage query={query} />;
}
