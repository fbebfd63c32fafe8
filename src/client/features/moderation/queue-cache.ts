import type { QueryClient } from "@tanstack/react-query";
import type { Quote, QuoteList, QuoteStatusCounts } from "#contracts/quotes.ts";
import { invalidateQuoteQueries } from "#client/lib/quote-cache.ts";
import { quoteCountsQueryOptions } from "./api/get-quote-counts.ts";
import { oldestFirst, pendingQuotesQueryOptions } from "./api/get-pending-quotes.ts";

export interface BatchResult {
  succeeded: Quote[];
  failed: Array<{ quote: Quote; error: unknown }>;
}

/**
 * Runs a moderation call on each quote with the quotes taken out of the queue at once (optimistically);
 * those whose call fails go back. Afterwards everything that shows quotes is refetched.
 */
export async function moderateOptimistically(
  queryClient: QueryClient,
  quotes: readonly Quote[],
  call: (quote: Quote) => Promise<unknown>,
  movedTo: "approved" | "rejected",
): Promise<BatchResult> {
  const queueKey = pendingQuotesQueryOptions().queryKey;
  const countsKey = quoteCountsQueryOptions().queryKey;
  await queryClient.cancelQueries({ queryKey: queueKey });
  const ids = new Set(quotes.map((quote) => quote.id));
  queryClient.setQueryData<QuoteList>(queueKey, (old) =>
    old ? { quotes: old.quotes.filter((quote) => !ids.has(quote.id)), total: Math.max(0, old.total - ids.size) } : old,
  );
  queryClient.setQueryData<QuoteStatusCounts>(countsKey, (old) =>
    old ? { ...old, pending: Math.max(0, old.pending - ids.size), [movedTo]: old[movedTo] + ids.size } : old,
  );

  const settled = await Promise.allSettled(quotes.map((quote) => call(quote)));
  const result: BatchResult = { succeeded: [], failed: [] };
  settled.forEach((outcome, index) => {
    const quote = quotes[index];
    if (!quote) return;
    if (outcome.status === "fulfilled") result.succeeded.push(quote);
    else result.failed.push({ quote, error: outcome.reason });
  });

  if (result.failed.length > 0) {
    const back = result.failed.map(({ quote }) => quote);
    queryClient.setQueryData<QuoteList>(queueKey, (old) =>
      old ? { quotes: oldestFirst([...old.quotes, ...back]), total: old.total + back.length } : old,
    );
  }
  await invalidateQuoteQueries(queryClient);
  return result;
}
