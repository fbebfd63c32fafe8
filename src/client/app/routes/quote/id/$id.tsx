import { createFileRoute } from "@tanstack/react-router";
import { useQuote } from "#client/features/quotes/api/get-quote.ts";
import { prefetch } from "../../../prefetch.ts";
import { QuoteDetailPage } from "../../../layout/quote-detail-page.tsx";

export const Route = createFileRoute("/quote/id/$id")({
  // The queries' code comes with the page's (a page that shows no quote does not load it at start).
  loader: ({ context, params }) =>
    prefetch(async () => {
      const [{ quoteQueryOptions }, { commentsQueryOptions }] = await Promise.all([
        import("#client/features/quotes/api/get-quote.ts"),
        import("#client/features/comments/api/get-comments.ts"),
      ]);
      const quote = await context.queryClient.ensureQueryData(quoteQueryOptions(params.id));
      // The first page of comments renders with the quote.
      if (quote) await context.queryClient.prefetchInfiniteQuery(commentsQueryOptions(quote.id));
    }),
  component: QuoteByIdPage,
});

function QuoteByIdPage() {
  const { id } = Route.useParams();
  const query = useQuote(id);
  return <QuoteDetailPage query={query} />;
}
