import { createContext, useContext, type ReactNode } from "react";

/** What a card or a quote page hands to actions added around the quote features (share, and others). */
export interface SlotQuote {
  id: string;
  url_slug: string;
  text: string;
  author: string;
  user_id?: string | null;
  updated_at?: string;
}

/** Renders extra actions beside Copy; the app provides it (features never import each other). */
export type QuoteActionSlot = (quote: SlotQuote) => ReactNode;

const QuoteActionSlotContext = createContext<QuoteActionSlot | null>(null);

export const QuoteActionSlotProvider = QuoteActionSlotContext.Provider;

export function useQuoteActionSlot(): QuoteActionSlot | null {
  return useContext(QuoteActionSlotContext);
}
