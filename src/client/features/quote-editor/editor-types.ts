import type { Quote, QuoteCreated, QuoteWithSource, Source } from "#contracts/quotes.ts";
import type { QuoteViewer } from "#contracts/quote-rules.ts";

/** Which button was used: Save as Draft, Submit for Review, or an admin's Save with the chosen status. */
export type SaveAction = "draft" | "review" | "save";

/** A quote as the editor receives it: from a list (no source loaded) or a detail page (with its source). */
export type EditableQuote = Quote & { source?: Source | null };

/**
 * The quote a new translation translates: its id, and its words when the opener has them (else the form loads them).
 */
export interface TranslationOriginal {
  id: string;
  text?: string;
  author?: string;
  /** Its language (a BCP 47 tag), for its text's `lang`. */
  language?: string;
}

/** What the editor saved: a new quote (and which button made it) or the edited one. */
export type EditorResult =
  | { kind: "created"; action: SaveAction | "anonymous"; quote: QuoteCreated }
  | { kind: "updated"; quote: QuoteWithSource };

/** The editor's tabs. */
export type EditorTab = "text" | "audio" | "background" | "preview";

/** What the Audio tab is given: the quote being edited (null while adding one) and who edits it. */
export interface AudioPanelProps {
  quote: EditableQuote | null;
  viewer: QuoteViewer;
}
