import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Quote, QuoteWithSource } from "#contracts/quotes.ts";
import { apiFetch } from "#client/lib/api.ts";
import { moderateOptimistically } from "../queue-cache.ts";

/** POST /api/quotes/{id}/reject (admin), with an optional reason kept in the audit log. */
export function rejectQuote(id: string, reason?: string) {
  return apiFetch<QuoteWithSource>(`/api/quotes/${encodeURIComponent(id)}/reject`, {
    method: "POST",
    json: reason ? { reason } : {},
  });
}

/** Rejects a quote, taking it out of the queue at once. */
export function useRejectQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ quote, reason }: { quote: Quote; reason?: string }) =>
      moderateOptimistically(queryClient, [quote], (q) => rejectQuote(q.id, reason), "rejected"),
  });
}
