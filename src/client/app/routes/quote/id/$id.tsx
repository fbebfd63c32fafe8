import { createFileRoute } from "@tanstack/react-router";
import { quoteQueryOptions, useQuote } from "#client/features/quotes/api/get-quote.ts";
import { commentsQueryOptions } from "#client/features/comments/api/get-comments.ts";
import { prefetch } from "../../../prefetch.ts";
import { QuoteDetailPage } from "../../../layout/quote-detail-page.tsx";

export const Route = createFileRoute("/quote/id/$id")({
  loader: ({ context, params }) =>
    prefetch(async () => {
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
