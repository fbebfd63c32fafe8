import { useCallback, type ReactNode } from "react";
import { QuoteActionSlotProvider, type SlotQuote } from "#client/features/quotes/components/quote-action-slot.tsx";
import { ShareButton } from "#client/features/share/components/share-button.tsx";
import { useViewer } from "./use-viewer.ts";

/** Every quote's actions get a Share button (the share feature, composed into the quote features here). */
export function QuoteShareRoot({ children }: { children: ReactNode }) {
  const viewer = useViewer();
  const slot = useCallback((quote: SlotQuote) => <ShareButton quote={quote} viewer={viewer} />, [viewer]);
  return <QuoteActionSlotProvider value={slot}>{children}</QuoteActionSlotProvider>;
}
