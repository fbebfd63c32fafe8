import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Quote, QuoteWithSource } from "#contracts/quotes.ts";
import { apiFetch } from "#client/lib/api.ts";
import { moderateOptimistically } from "../queue-cache.ts";

/** POST /api/quotes/{id}/approve (admin) with approvedBy (docs/product/quotes-and-search.md and docs/api.md): the quote becomes public. */
export function approveQuote(id: string, approvedBy: string) {
  return apiFetch<QuoteWithSource>(`/api/quotes/${encodeURIComponent(id)}/approve`, {
    method: "POST",
    json: { approvedBy },
  });
}

/** Approves one or several quotes (a bulk approval is one call per quote), taking them out of the queue at once. */
export function useApproveQuotes(approvedBy: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quotes: readonly Quote[]) =>
      moderateOptimistically(queryClient, quotes, (quote) => approveQuote(quote.id, approvedBy), "approved"),
  });
}
