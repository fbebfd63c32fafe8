import { QuoteDetailView, type QuoteDetailViewProps } from "#client/features/quotes/components/quote-detail.tsx";
import { useQuoteEditor } from "#client/features/quote-editor/components/quote-editor-provider.tsx";
import { QUOTE_DETAIL_SLOTS } from "../quote-detail-slots.tsx";
import { WithQuoteSlots } from "../quote-slots.tsx";
import { useViewer } from "../use-viewer.ts";
import { PageContainer } from "./page.tsx";

/** The page of one quote, however it was looked up (by slug or by id); its owner or an admin may edit it. */
export function QuoteDetailPage({ query }: Pick<QuoteDetailViewProps, "query">) {
  const viewer = useViewer();
  const { openEditor } = useQuoteEditor();
  return (
    <PageContainer>
      <WithQuoteSlots slots={QUOTE_DETAIL_SLOTS}>
        <QuoteDetailView query={query} viewer={viewer} onEdit={openEditor} />
      </WithQuoteSlots>
    </PageContainer>
  );
}
