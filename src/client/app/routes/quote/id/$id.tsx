import { createFileRoute } from "@tanstack/react-router";
import { quoteQueryOptions, useQuote } from "#client/features/quotes/api/get-quote.ts";
import { prefetch } from "../../../prefetch.ts";
import { QuoteDetailPage } from "../../../layout/quote-detail-page.tsx";

export const Route = createFileRoute("/quote/id/$id")({
  loader: ({ context, params }) => prefetch(() => context.queryClient.ensureQueryData(quoteQueryOptions(params.id))),
  component: QuoteByIdPage,
});

function QuoteByIdPage() {
  const { id } = Route.useParams();
  const query = useQuote(id);
  return <QuoteDetailPage query={query} />;
}
