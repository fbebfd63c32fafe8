import { QuoteDetailView, type QuoteDetailViewProps } from "#client/features/quotes/components/quote-detail.tsx";
import { useQuoteEditor } from "#client/features/quote-editor/components/quote-editor-provider.tsx";
import { openAuthModal } from "#client/features/auth/open-auth-modal.ts";
import { CommentThread } from "#client/features/comments/components/comment-thread.tsx";
import { ReportButton } from "#client/features/reports/components/report-button.tsx";
import { useViewer } from "../use-viewer.ts";
import { PageContainer } from "./page.tsx";

const signIn = () => openAuthModal("login");

/** The page of one quote, however it was looked up (by slug or by id); its owner or an admin may edit it. */
export function QuoteDetailPage({ query }: Pick<QuoteDetailViewProps, "query">) {
  const viewer = useViewer();
  const { openEditor } = useQuoteEditor();
  return (
    <PageContainer>
      <QuoteDetailView
        query={query}
        viewer={viewer}
        onEdit={openEditor}
        slots={{
          actions: (quote) => <ReportButton quoteId={quote.id} viewer={viewer} onSignIn={signIn} />,
          sections: (quote) => <CommentThread quoteId={quote.id} viewer={viewer} onSignIn={signIn} />,
        }}
      />
    </PageContainer>
  );
}
