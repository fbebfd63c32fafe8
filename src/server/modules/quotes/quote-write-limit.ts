import { can } from "#contracts/permissions.ts";
import type { QuoteViewer } from "#contracts/quote-rules.ts";
import { enforceLimit, type CounterStore } from "#server/plugins/rate-limit.ts";

/** Quote creates, edits and deletes one member may make per window (admins are not limited). */
export const QUOTE_WRITES_PER_WINDOW = 30;
export const QUOTE_WRITE_WINDOW_MS = 10 * 60_000;

/** The counter of one member's quote writes. */
export const quoteWritesKey = (userId: string) => `quote-writes:${userId}`;

/**
 * Counts a quote write of `viewer` (shared by every process through Redis) and refuses it with a 429 and
 * Retry-After past QUOTE_WRITES_PER_WINDOW in QUOTE_WRITE_WINDOW_MS. Moderators edit for others and are exempt.
 */
export async function limitQuoteWrites(counters: CounterStore, viewer: QuoteViewer): Promise<void> {
  if (can(viewer.role, "editAnyQuote")) return;
  await enforceLimit(counters, quoteWritesKey(viewer.id), QUOTE_WRITES_PER_WINDOW, QUOTE_WRITE_WINDOW_MS);
}
