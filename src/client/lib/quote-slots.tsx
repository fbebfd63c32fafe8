import { createContext, useContext, type ComponentType, type ReactNode } from "react";
import type { Quote } from "#contracts/quotes.ts";

/** What a slot is given: the quote with its engagement fields. */
export type SlotQuote = Pick<
  Quote,
  | "id"
  | "url_slug"
  | "text"
  | "author"
  | "reaction_counts"
  | "bookmark_count"
  | "comment_count"
  | "bookmarked"
  | "user_reaction"
>;

/** Whether a quote carries the engagement fields (lists and pages do; a preview being edited does not). */
export function hasEngagement<T extends object>(quote: T): quote is T & SlotQuote {
  return "reaction_counts" in quote && "bookmarked" in quote;
}

/**
 * Places on a quote card and a quote page where other features (engagement, sharing, comments) put their
 * controls. The quotes feature renders the slots; src/client/app fills them, so features never import each
 * other (DESIGN.md §3).
 */
export interface QuoteSlots {
  /** A row at the bottom of every card: reactions, comment count, bookmark. */
  cardFooter?: ComponentType<{ quote: SlotQuote }>;
  /** Below the quote on its page: the reaction picker and the bookmark button. */
  detailActions?: ComponentType<{ quote: SlotQuote }>;
}

const QuoteSlotsContext = createContext<QuoteSlots>({});

export function QuoteSlotsProvider({ slots, children }: { slots: QuoteSlots; children: ReactNode }) {
  return <QuoteSlotsContext.Provider value={slots}>{children}</QuoteSlotsContext.Provider>;
}

/** Renders the component filling `name` for `quote`, or nothing when the slot is empty. */
export function QuoteSlot({ name, quote }: { name: keyof QuoteSlots; quote: SlotQuote }) {
  const Component = useContext(QuoteSlotsContext)[name];
  return Component ? <Component quote={quote} /> : null;
}

/** Whether a slot is filled (skeletons reserve its space). */
export function useQuoteSlotFilled(name: keyof QuoteSlots): boolean {
  return useContext(QuoteSlotsContext)[name] !== undefined;
}
