import { QuoteCardEngagement } from "#client/features/engagement/components/quote-card-engagement.tsx";
import { QuoteDetailEngagement } from "#client/features/engagement/components/quote-detail-engagement.tsx";
import { openAuthModal } from "#client/features/auth/open-auth-modal.ts";
import { CommentThread } from "#client/features/comments/components/comment-thread.tsx";
import { ReportButton } from "#client/features/reports/components/report-button.tsx";
import { ShareButton } from "#client/features/share/components/share-button.tsx";
import { QuoteAudioSlot } from "#client/features/audio/components/quote-audio-slot.tsx";
import { BulkAudioDock, SelectForAudio } from "#client/features/audio/components/select-for-audio.tsx";
import { SaveToListButton } from "#client/features/lists/components/save-to-list-button.tsx";
import { QuoteDebugInfo } from "#client/features/debug/components/quote-debug-info.tsx";
import { useDebugMode } from "#client/features/debug/debug-mode.ts";
import type { ReactNode } from "react";
import { can } from "#contracts/permissions.ts";
import {
  QuoteSlotsProvider,
  type ActionQuote,
  type AudioQuote,
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

/** Beside Copy: Share, and Save to list (which asks anonymous visitors to sign in). */
function QuoteActionButtons({ quote }: { quote: ActionQuote }) {
  const viewer = useViewer();
  return (
    <>
      <ShareButton quote={quote} viewer={viewer} />
      <SaveToListButton quoteId={quote.id} userId={viewer?.id ?? null} onSignInRequired={askToSignIn} />
    </>
  );
}

function Report({ quote }: { quote: { id: string } }) {
  return <ReportButton quoteId={quote.id} viewer={useViewer()} onSignIn={askToSignIn} />;
}

function Comments({ quote }: { quote: { id: string } }) {
  return <CommentThread quoteId={quote.id} viewer={useViewer()} onSignIn={askToSignIn} />;
}

function CardAudio({ quote }: { quote: AudioQuote }) {
  return <QuoteAudioSlot quote={quote} variant="card" />;
}

function DetailAudio({ quote }: { quote: AudioQuote }) {
  return <QuoteAudioSlot quote={quote} variant="detail" />;
}

function SelectCard({ quote }: { quote: { id: string; text: string; author: string } }) {
  const viewer = useViewer();
  if (!can(viewer?.role, "generateAudio")) return null;
  return <SelectForAudio quote={{ id: quote.id, text: quote.text, author: quote.author }} />;
}

/** The card's debug strip, only while debug mode is on (docs/product/inspire.md). */
function CardDebug({ quote }: { quote: DebugSlotQuote }) {
  const viewer = useViewer();
  const debugMode = useDebugMode();
  return debugMode ? <QuoteDebugInfo quote={quote} canViewData={can(viewer?.role, "viewAdminPanel")} /> : null;
}

/** What the app puts into the quote card's and quote page's slots. */
const QUOTE_SLOTS: QuoteSlots = {
  cardFooter: CardEngagement,
  cardDebug: CardDebug,
  detailActions: DetailEngagement,
  quoteActions: QuoteActionButtons,
  detailTagActions: Report,
  detailSections: Comments,
  cardAudio: CardAudio,
  detailAudio: DetailAudio,
  cardSelect: SelectCard,
};

/**
 * The pages that show quotes (home, a quote's page) fill the slots; being part of those pages' code, the
 * engagement, share, comment and report features load with them rather than with every page.
 */
export function WithQuoteSlots({ children }: { children: ReactNode }) {
  const viewer = useViewer();
  return (
    <QuoteSlotsProvider slots={QUOTE_SLOTS}>
      {children}
      {can(viewer?.role, "generateAudio") && <BulkAudioDock />}
    </QuoteSlotsProvider>
  );
}
