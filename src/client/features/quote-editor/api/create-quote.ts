import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { QuoteCreated } from "#contracts/quotes.ts";
import type { QuoteCreateSchema } from "#contracts/quote-input.ts";
import { apiFetch } from "#client/lib/api.ts";
import { invalidateQuoteQueries } from "#client/lib/quote-cache.ts";

export type CreateQuoteBody = z.input<typeof QuoteCreateSchema>;

/** POST /api/quotes (signed in): the new quote, its source and near-duplicates already in the catalogue. */
export function createQuote(body: CreateQuoteBody) {
  return apiFetch<QuoteCreated>("/api/quotes", { method: "POST", json: body });
}

export function useCreateQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuote,
    onSuccess: () => invalidateQuoteQueries(queryClient),
  });
}
