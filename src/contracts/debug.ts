import { z } from "zod";

const Counter = z.object({ stored: z.number().int(), counted: z.number().int(), matches: z.boolean() });

/** GET /api/debug/quote/{id} (admin): what the database and the caches hold for one quote. */
export const QuoteDebugSchema = z.object({
  quote: z.record(z.string(), z.unknown()),
  counters: z.object({
    bookmarks: Counter,
    reactions: Counter,
    comments: Counter,
    reaction_counts: z.object({
      stored: z.record(z.string(), z.number()),
      counted: z.record(z.string(), z.number()),
      matches: z.boolean(),
    }),
  }),
  mismatches: z.array(z.string()),
  reports: z.object({ open: z.number().int(), total: z.number().int() }),
  caches: z.array(z.object({ name: z.string(), entries: z.number().int(), holding_quote: z.number().int() })),
  timings_ms: z.record(z.string(), z.number()),
});
export type QuoteDebug = z.infer<typeof QuoteDebugSchema>;
