import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "#client/lib/api.ts";
import { invalidateAfterDelete, type DeletedQuote } from "#client/lib/quote-cache.ts";

/** DELETE /api/quotes/{id}: owners their non-approved quotes, admins any. */
export function deleteQuote(id: string) {
  return apiFetch<{ id: string; deleted: true }>(`/api/quotes/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useDeleteQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quote: DeletedQuote) => deleteQuote(quote.id),
    onSuccess: (_deleted, quote) => invalidateAfterDelete(queryClient, quote),
  });
}
