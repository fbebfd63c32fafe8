/**
 * What other modules may use of the quotes module: the access rule, the quote as the API shows it, and the few
 * reads others are built on. They never import its repositories or services directly.
 */
export {
  canViewQuote,
  findVisibleQuote,
  isQuoteId,
  isQuoteVisible,
  lockQuoteSelect,
  PUBLIC_STATUS,
  publicQuotes,
  quoteVisibleAs,
  quoteVisibleTo,
  seesEveryQuote,
  type QuoteLock,
  type QuoteVisibilityFields,
} from "./quote-access.ts";
export { quoteColumns, toQuote, type QuoteRow } from "./quote-rows.ts";
export { findQuoteBySlug } from "./quotes.repository.ts";
export type { ViewerStateOverlay } from "./viewer-state-overlay.ts";
export type { InvalidateOptions, QuoteEvents } from "./quote-events.ts";
export { toAttribution } from "./quote-rows.ts";
export {
  findOrCreateSourceId,
  quotesCitingSource,
  refreshQuoteSources,
  replaceQuoteSources,
  sourceTypeOf,
} from "./quote-sources.repository.ts";
