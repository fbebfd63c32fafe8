import type { QuoteViewer } from "#contracts/quote-rules.ts";
import type { Quote } from "#contracts/quotes.ts";

/**
 * Lays a signed-in caller's bookmark and reaction, and the current counters, over quotes that were made for
 * everyone (one query for all of them); anonymous callers get the quotes as they are. The engagement module
 * provides it (modules/engagement/viewer-state.ts); every read that answers quotes to a caller is given it.
 */
export type ViewerStateOverlay = <T extends Quote>(items: T[], viewer: QuoteViewer | null) => Promise<T[]>;
