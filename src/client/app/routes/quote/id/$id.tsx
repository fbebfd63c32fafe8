import { createFileRoute } from "@tanstack/react-router";
import { useQuote } from "#client/features/quotes/api/get-quote.ts";
import { QuoteDetailPage } from "../../../layout/quote-detail-page.tsx";

export const Route = createFileRoute("/quote/id/$id")({
  component: QuoteByIdPage,
});

function QuoteByIdPage() {
  const { id } = Route.useParams();
  const query = useQuote(id);
  return <QuoteDetailPage query={query} />;
}
