import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { QuoteWithSource } from "#contracts/quotes.ts";
import type { QuoteUpdateSchema } from "#contracts/quote-input.ts";
import { apiFetch } from "#client/lib/api.ts";
import { invalidateQuoteQueries } from "#client/lib/quote-cache.ts";

export type UpdateQuoteBody = z.input<typeof QuoteUpdateSchema>;

/** PATCH /api/quotes/{id} (owner or admin): any subset of the fields; answers the updated quote. */
export function updateQuote(id: string, body: UpdateQuoteBody) {
  return apiFetch<QuoteWithSource>(`/api/quotes/${encodeURIComponent(id)}`, { method: "PATCH", json: body });
}

export function useUpdateQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateQuoteBody }) => updateQuote(id, body),
    onSuccess: () => invalidateQuoteQueries(queryClient),
  });
}
