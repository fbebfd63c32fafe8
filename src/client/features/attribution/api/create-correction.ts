import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { CorrectionCreatedSchema, CorrectionCreateSchema } from "#contracts/attribution.ts";
import { apiFetch } from "#client/lib/api.ts";

export type CorrectionBody = z.input<typeof CorrectionCreateSchema>;
export type CorrectionCreated = z.infer<typeof CorrectionCreatedSchema>;

/** POST /api/quotes/{id}/corrections (members): a proposed attribution for curators to review (429 when too many). */
export function createCorrection(quoteId: string, body: CorrectionBody) {
  return apiFetch<CorrectionCreated>(`/api/quotes/${encodeURIComponent(quoteId)}/corrections`, {
    method: "POST",
    json: body,
  });
}

export function useCreateCorrection(quoteId: string) {
  return useMutation({ mutationFn: (body: CorrectionBody) => createCorrection(quoteId, body) });
}
