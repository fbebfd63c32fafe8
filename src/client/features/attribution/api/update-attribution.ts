import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { AttributionUpdateSchema } from "#contracts/attribution.ts";
import type { QuoteWithSource } from "#contracts/quotes.ts";
import { apiFetch } from "#client/lib/api.ts";
import { invalidateQuoteQueries } from "#client/lib/quote-cache.ts";

export type AttributionUpdateBody = z.input<typeof AttributionUpdateSchema>;

/** PATCH /api/quotes/{id}/attribution (curators and admins): the whole attribution and the ordered sources. */
export function updateAttribution(quoteId: string, body: AttributionUpdateBody) {
  return apiFetch<QuoteWithSource>(`/api/quotes/${encodeURIComponent(quoteId)}/attribution`, {
    method: "PATCH",
    json: body,
  });
}

/** Saves, then refetches whatever showed quotes (cards, the quote's page and its history, the admin area). */
export function useUpdateAttribution(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AttributionUpdateBody) => updateAttribution(quoteId, body),
    onSuccess: () => invalidateQuoteQueries(queryClient),
  });
}
