import { createFileRoute } from "@tanstack/react-router";
import { useQuoteBySlug } from "#client/features/quotes/api/get-quote-by-slug.ts";
import { QuoteDetailView } from "#client/features/quotes/components/quote-detail.tsx";
import { useQuoteEditor } from "#client/features/quote-editor/components/quote-editor-provider.tsx";
import { PageContainer } from "../../layout/page.tsx";
import { useViewer } from "../../use-viewer.ts";

export const Route = createFileRoute("/quote/$slug")({
  component: QuoteBySlugPage,
});

function QuoteBySlugPage() {
  const { slug } = Route.useParams();
  const query = useQuoteBySlug(slug);
  const viewer = useViewer();
  const { openEditor } = useQuoteEditor();
  return (
    <PageContainer>
      <QuoteDetailView query={query} viewer={viewer} onEdit={openEditor} />
    </PageContainer>
  );
}
