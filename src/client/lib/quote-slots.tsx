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

/** What the actions beside Copy are given: any quote on a card or a page, or one being previewed. */
export interface ActionQuote {
  id: string;
  url_slug: string;
  text: string;
  author: string;
  user_id?: string | null;
  updated_at?: string;
}

/** What a card's debug strip is given: the fields a card holds (lists give them all). */
export type DebugSlotQuote = Pick<Quote, "id"> &
  Partial<
    Pick<
      Quote,
      | "status"
      | "views"
      | "has_audio"
      | "user_id"
      | "created_at"
      | "reaction_counts"
      | "bookmark_count"
      | "comment_count"
    >
  >;

/** Each slot's place, and the quote its filling is given. */
interface SlotQuotes {
  /** A row at the bottom of every card: reactions, comment count, bookmark. */
  cardFooter: SlotQuote;
  /** Below the quote on its page: the reaction picker and the bookmark button. */
  detailActions: SlotQuote;
  /** Below everything on a card: the debug strip (ids, status, counters) while debug mode is on. */
  cardDebug: DebugSlotQuote;
  /** Beside Copy, on cards and pages: Share and Save to list. */
  quoteActions: ActionQuote;
  /** At the end of the quote page's tag row: Report. */
  detailTagActions: { id: string };
  /** Before Report on the quote page: adding a translation of the quote. */
  detailTranslate: Pick<Quote, "id" | "text" | "author" | "language" | "translation_of">;
  /** After the quote on its page: the comment thread. */
  detailSections: { id: string };
  /** After a quote page's sources: its attribution history, and proposing or making a correction. */
  detailAttribution: Quote;
  /** Under the quote on a card that has audio: the player and its waveform (a fixed-height strip). */
  cardAudio: AudioQuote;
  /** Under the quote on its page, when it has audio: the player. */
  detailAudio: AudioQuote;
  /** At the top of a card, for those who may generate audio: a checkbox selecting it for bulk generation. */
  cardSelect: { id: string; text: string; author: string };
}

/** A quote with narration, as the audio slots are given it. */
export interface AudioQuote {
  id: string;
  author: string;
}

/** Whether a card's or page's quote has audio (lists and pages carry `has_audio`; other cards may not). */
export function hasAudio<T extends object>(quote: T): boolean {
  return "has_audio" in quote && quote.has_audio === true;
}

/**
 * Places on a quote card and a quote page where other features (engagement, sharing, comments, reports, debug) put
 * their controls. The quotes feature renders the slots; src/client/app fills them, so features never import
 * each other (docs/architecture.md).
 */
export type QuoteSlots = { [N in keyof SlotQuotes]?: ComponentType<{ quote: SlotQuotes[N] }> };

const QuoteSlotsContext = createContext<QuoteSlots>({});

export function QuoteSlotsProvider({ slots, children }: { slots: QuoteSlots; children: ReactNode }) {
  return <QuoteSlotsContext.Provider value={slots}>{children}</QuoteSlotsContext.Provider>;
}

/** Renders the component filling `name` for `quote`, or nothing when the slot is empty. */
export function QuoteSlot<N extends keyof SlotQuotes>({ name, quote }: { name: N; quote: SlotQuotes[N] }) {
  const Component = useContext(QuoteSlotsContext)[name] as ComponentType<{ quote: SlotQuotes[N] }> | undefined;
  return Component ? <Component quote={quote} /> : null;
}

/** Whether a slot is filled (skeletons reserve its space). */
export function useQuoteSlotFilled(name: keyof QuoteSlots): boolean {
  return useContext(QuoteSlotsContext)[name] !== undefined;
}
