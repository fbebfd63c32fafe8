import { QuoteDetailEngagement } from "#client/features/engagement/components/quote-detail-engagement.tsx";
import { CommentThread } from "#client/features/comments/components/comment-thread.tsx";
import { ReportButton } from "#client/features/reports/components/report-button.tsx";
import { QuoteAudioSlot } from "#client/features/audio/components/quote-audio-slot.tsx";
import { AttributionHistory } from "#client/features/attribution/components/attribution-history.tsx";
import { TranslateQuoteButton } from "#client/features/quote-editor/components/translate-quote-button.tsx";
import type { Quote } from "#contracts/quotes.ts";
import type { AudioQuote, QuoteSlots, SlotQuote } from "#client/lib/quote-slots.tsx";
import { askToSignIn } from "./quote-slots.tsx";
import { useViewer } from "./use-viewer.ts";

function DetailEngagement({ quote }: { quote: SlotQuote }) {
  const viewer = useViewer();
  return <QuoteDetailEngagement quote={quote} signedIn={viewer !== null} onSignInRequired={askToSignIn} />;
}

function Report({ quote }: { quote: { id: string } }) {
  return <ReportButton quoteId={quote.id} viewer={useViewer()} onSignIn={askToSignIn} />;
}

function Comments({ quote }: { quote: { id: string } }) {
  return <CommentThread quoteId={quote.id} viewer={useViewer()} onSignIn={askToSignIn} />;
}

function Attribution({ quote }: { quote: Quote }) {
  return <AttributionHistory quote={quote} viewer={useViewer()} onSignIn={askToSignIn} />;
}

function DetailAudio({ quote }: { quote: AudioQuote }) {
  return <QuoteAudioSlot quote={quote} variant="detail" />;
}

/**
 * What a quote's page adds to the card slots (app/quote-slots.tsx): its reactions, translate, report, attribution
 * history, comments and player.
 */
export const QUOTE_DETAIL_SLOTS: QuoteSlots = {
  detailActions: DetailEngagement,
  detailTranslate: TranslateQuoteButton,
  detailTagActions: Report,
  detailSections: Comments,
  detailAttribution: Attribution,
  detailAudio: DetailAudio,
};
