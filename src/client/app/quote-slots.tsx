import { QuoteCardEngagement } from "#client/features/engagement/components/quote-card-engagement.tsx";
import { QuoteDetailEngagement } from "#client/features/engagement/components/quote-detail-engagement.tsx";
import { openAuthModal } from "#client/features/auth/open-auth-modal.ts";
import { CommentThread } from "#client/features/comments/components/comment-thread.tsx";
import { ReportButton } from "#client/features/reports/components/report-button.tsx";
import { ShareButton } from "#client/features/share/components/share-button.tsx";
import { QuoteDebugInfo } from "#client/features/debug/components/quote-debug-info.tsx";
import { useDebugMode } from "#client/features/debug/debug-mode.ts";
import type { ReactNode } from "react";
import {
  QuoteSlotsProvider,
  type ActionQuote,
  type DebugSlotQuote,
  type QuoteSlots,
  type SlotQuote,
} from "#client/lib/quote-slots.tsx";
import { useViewer } from "./use-viewer.ts";

const askToSignIn = () => openAuthModal("login");

function CardEngagement({ quote }: { quote: SlotQuote }) {
  const viewer = useViewer();
  return <QuoteCardEngagement quote={quote} signedIn={viewer !== null} onSignInRequired={askToSignIn} />;
}

function DetailEngagement({ quote }: { quote: SlotQuote }) {
  const viewer = useViewer();
  return <QuoteDetailEngagement quote={quote} signedIn={viewer !== null} onSignInRequired={askToSignIn} />;
}

function Share({ quote }: { quote: ActionQuote }) {
  return <ShareButton quote={quote} viewer={useViewer()} />;
}

function Report({ quote }: { quote: { id: string } }) {
  return <ReportButton quoteId={quote.id} viewer={useViewer()} onSignIn={askToSignIn} />;
}

function Comments({ quote }: { quote: { id: string } }) {
  return <CommentThread quoteId={quote.id} viewer={useViewer()} onSignIn={askToSignIn} />;
}

/** The card's debug strip, only while debug mode is on (SPEC §2). */
function CardDebug({ quote }: { quote: DebugSlotQuote }) {
  return useDebugMode() ? <QuoteDebugInfo quote={quote} /> : null;
}

/** What the app puts into the quote card's and quote page's slots. */
const QUOTE_SLOTS: QuoteSlots = {
  cardFooter: CardEngagement,
  cardDebug: CardDebug,
  detailActions: DetailEngagement,
  quoteActions: Share,
  detailTagActions: Report,
  detailSections: Comments,
};

/**
 * The pages that show quotes (home, a quote's page) fill the slots; being part of those pages' code, the
 * engagement, share, comment and report features load with them rather than with every page.
 */
export function WithQuoteSlots({ children }: { children: ReactNode }) {
  return <QuoteSlotsProvider slots={QUOTE_SLOTS}>{children}</QuoteSlotsProvider>;
}
