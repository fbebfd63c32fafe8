import { lazy, Suspense, useMemo, type ReactNode } from "react";
import { QuoteCardEngagement } from "#client/features/engagement/components/quote-card-engagement.tsx";
import { openAuthModal } from "#client/features/auth/open-auth-modal.ts";
import { ShareButton } from "#client/features/share/components/share-button.tsx";
import { QuoteAudioSlot } from "#client/features/audio/components/quote-audio-slot.tsx";
import { SaveToListButton } from "#client/features/lists/components/save-to-list-button.tsx";
import { useDebugMode } from "#client/features/debug/debug-mode.ts";
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

// Shown after hydration only, to some: debug mode, and those who may generate audio. Their code loads when wanted.
const QuoteDebugInfo = lazy(() =>
  import("#client/features/debug/components/quote-debug-info.tsx").then((module) => ({
    default: module.QuoteDebugInfo,
  })),
);
const SelectForAudio = lazy(() =>
  import("#client/features/audio/components/select-for-audio.tsx").then((module) => ({
    default: module.SelectForAudio,
  })),
);
const BulkAudioDock = lazy(() =>
  import("#client/features/audio/components/select-for-audio.tsx").then((module) => ({
    default: module.BulkAudioDock,
  })),
);

export const askToSignIn = () => openAuthModal("login");

function CardEngagement({ quote }: { quote: SlotQuote }) {
  const viewer = useViewer();
  return <QuoteCardEngagement quote={quote} signedIn={viewer !== null} onSignInRequired={askToSignIn} />;
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

function CardAudio({ quote }: { quote: AudioQuote }) {
  return <QuoteAudioSlot quote={quote} variant="card" />;
}

function SelectCard({ quote }: { quote: { id: string; text: string; author: string } }) {
  const viewer = useViewer();
  if (!can(viewer?.role, "generateAudio")) return null;
  return (
    <Suspense fallback={null}>
      <SelectForAudio quote={{ id: quote.id, text: quote.text, author: quote.author }} />
    </Suspense>
  );
}

/** The card's debug strip, only while debug mode is on (docs/product/inspire.md). */
function CardDebug({ quote }: { quote: DebugSlotQuote }) {
  const viewer = useViewer();
  const debugMode = useDebugMode();
  if (!debugMode) return null;
  return (
    <Suspense fallback={null}>
      <QuoteDebugInfo quote={quote} canViewData={can(viewer?.role, "viewAdminPanel")} />
    </Suspense>
  );
}

/** What the app puts into the quote card's slots, and the actions beside Copy on a card or a page. */
const QUOTE_SLOTS: QuoteSlots = {
  cardFooter: CardEngagement,
  cardDebug: CardDebug,
  quoteActions: QuoteActionButtons,
  cardAudio: CardAudio,
  cardSelect: SelectCard,
};

/**
 * The pages that show quotes (home, a quote's page) fill the slots; being part of those pages' code, the
 * engagement and share features load with them rather than with every page. A quote's page adds its own
 * (`slots`: reactions, report, comments), which load with that page only.
 */
export function WithQuoteSlots({ slots, children }: { slots?: QuoteSlots; children: ReactNode }) {
  const viewer = useViewer();
  const filled = useMemo(() => (slots ? { ...QUOTE_SLOTS, ...slots } : QUOTE_SLOTS), [slots]);
  return (
    <QuoteSlotsProvider slots={filled}>
      {children}
      {can(viewer?.role, "generateAudio") && (
        <Suspense fallback={null}>
          <BulkAudioDock />
        </Suspense>
      )}
    </QuoteSlotsProvider>
  );
}
