import { createFileRoute } from "@tanstack/react-router";
import { useQuoteBySlug } from "#client/features/quotes/api/get-quote-by-slug.ts";
import { prefetch } from "../../prefetch.ts";
import { QuoteDetailPage } from "../../layout/quote-detail-page.tsx";

export const Route = createFileRoute("/quote/$slug")({
  // The queries' code comes with the page's (a page that shows no quote does not load it at start).
  loader: ({ context, params }) =>
    prefetch(async () => {
      const [{ quoteBySlugQueryOptions }, { commentsQueryOptions }] = await Promise.all([
        import("#client/features/quotes/api/get-quote-by-slug.ts"),
        import("#client/features/comments/api/get-comments.ts"),
      ]);
      const quote = await context.queryClient.ensureQueryData(quoteBySlugQueryOptions(params.slug));
      // The first page of comments renders with the quote.
      if (quote) await context.queryClient.prefetchInfiniteQuery(commentsQueryOptions(quote.id));
    }),
  component: QuoteBySlugPage,
});

function QuoteBySlugPage() {
  const { slug } = Route.useParams();
  const query = useQuoteBySlug(slug);
  return <QuoteDetailPage query={query} />;
}
