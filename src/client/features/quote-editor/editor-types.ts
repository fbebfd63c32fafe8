import type { Quote, Source } from "#contracts/quotes.ts";

/** A quote as the editor receives it: from a list (no source loaded) or a detail page (with its source). */
export type EditableQuote = Quote & { source?: Source | null };
