import { createFileRoute } from "@tanstack/react-router";
import { useQuote } from "#client/features/quotes/api/get-quote.ts";
import { QuoteDetailView } from "#client/features/quotes/components/quote-detail.tsx";
import { useQuoteEditor } from "#client/features/quote-editor/components/quote-editor-provider.tsx";
import { PageContainer } from "../../../layout/page.tsx";
import { useViewer } from "../../../use-viewer.ts";

export const Route = createFileRoute("/quote/id/$id")({
  component: QuoteByIdPage,
});

function QuoteByIdPage() {
  const { id } = Route.useParams();
  const query = useQuote(id);
  const viewer = useViewer();
  const { openEditor } = useQuoteEditor();
  return (
    <PageContainer>
      <QuoteDetailView query={query} viewer={viewer} onEdit={openEditor} />
    </PageContainer>
  );
}
