import { useMutation } from "@tanstack/react-query";
import type { Report, ReportReason } from "#contracts/reports.ts";
import { apiFetch } from "#client/lib/api.ts";

export interface ReportInput {
  reason: ReportReason;
  description?: string;
}

/** POST /api/quotes/{id}/reports: one open report per user and quote (409 otherwise). */
export function createReport(quoteId: string, input: ReportInput) {
  return apiFetch<Report>(`/api/quotes/${encodeURIComponent(quoteId)}/reports`, {
    method: "POST",
    json: input.description?.trim() ? input : { reason: input.reason },
  });
}

export function useCreateReport(quoteId: string) {
  return useMutation({ mutationFn: (input: ReportInput) => createReport(quoteId, input) });
}
