import { createFileRoute } from "@tanstack/react-router";
import { useQuote } from "#client/features/quotes/api/get-quote.ts";
import { QuoteDetailView } from "#client/features/quotes/components/quote-detail.tsx";
import { PageContainer } from "../../../layout/page.tsx";

export const Route = createFileRoute("/quote/id/$id")({
  component: QuoteByIdPage,
});

function QuoteByIdPage() {
  const { id } = Route.useParams();
  const query = useQuote(id);
  return (
    <PageContainer>
      <QuoteDetailView query={query} />
    </PageContainer>
  );
}
