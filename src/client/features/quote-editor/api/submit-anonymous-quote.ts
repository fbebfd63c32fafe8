import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { QuoteCreated } from "#contracts/quotes.ts";
import type { AnonymousQuoteSchema } from "#contracts/quote-input.ts";
import { apiFetch } from "#client/lib/api.ts";
import { invalidateQuoteQueries } from "#client/lib/quote-cache.ts";

export type AnonymousQuoteBody = z.input<typeof AnonymousQuoteSchema>;

/** POST /api/quotes/submit-anonymous: a visitor's submission with their e-mail; always pending (429 when rate limited). */
export function submitAnonymousQuote(body: AnonymousQuoteBody) {
  return apiFetch<QuoteCreated>("/api/quotes/submit-anonymous", { method: "POST", json: body, anonymous: true });
}

export function useSubmitAnonymousQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitAnonymousQuote,
    onSuccess: () => invalidateQuoteQueries(queryClient),
  });
}
