import { z } from "zod";
import { TRENDING_DEFAULT_WINDOW, TRENDING_WINDOWS, type TrendingWindow } from "./constants.ts";
import { QuoteListItemSchema } from "./quotes.ts";

export { TRENDING_DEFAULT_WINDOW, TRENDING_WINDOWS, type TrendingWindow } from "./constants.ts";
export const TRENDING_LIMIT_DEFAULT = 20;
export const TRENDING_LIMIT_MAX = 50;

export const TRENDING_WINDOW_LABELS: Record<TrendingWindow, string> = {
  "24h": "24 hours",
  "7d": "7 days",
  "30d": "30 days",
};

const HOUR = 3600;
/** Each window's length and the half-life of a signal in it (a quarter of the window), in seconds. */
export const TRENDING_WINDOW_SECONDS: Record<TrendingWindow, { length: number; halfLife: number }> = {
  "24h": { length: 24 * HOUR, halfLife: 6 * HOUR },
  "7d": { length: 7 * 24 * HOUR, halfLife: 42 * HOUR },
  "30d": { length: 30 * 24 * HOUR, halfLife: 180 * HOUR },
};

/** What one view, reaction, bookmark or share adds to a quote's score before decay. */
export const TRENDING_WEIGHTS = { view: 1, reaction: 3, bookmark: 4, share: 5 } as const;

export const TRENDING_MESSAGES = {
  window: `Window must be one of ${TRENDING_WINDOWS.join(", ")}`,
  limit: `Limit must be a whole number from 1 to ${TRENDING_LIMIT_MAX}`,
} as const;

/** Query of GET /api/quotes/trending. */
export const TrendingQuerySchema = z.object({
  window: z.enum(TRENDING_WINDOWS, { error: TRENDING_MESSAGES.window }).default(TRENDING_DEFAULT_WINDOW),
  limit: z.coerce
    .number({ error: TRENDING_MESSAGES.limit })
    .int({ error: TRENDING_MESSAGES.limit })
    .min(1, { error: TRENDING_MESSAGES.limit })
    .max(TRENDING_LIMIT_MAX, { error: TRENDING_MESSAGES.limit })
    .default(TRENDING_LIMIT_DEFAULT),
});
export type TrendingQuery = z.infer<typeof TrendingQuerySchema>;

/** A trending quote: the list endpoint's quote plus its score in the window. */
export const TrendingQuoteSchema = QuoteListItemSchema.extend({ score: z.number() });
export type TrendingQuote = z.infer<typeof TrendingQuoteSchema>;

export const TrendingListSchema = z.object({
  window: z.enum(TRENDING_WINDOWS),
  quotes: z.array(TrendingQuoteSchema),
  total: z.number().int(),
});
export type TrendingList = z.infer<typeof TrendingListSchema>;
