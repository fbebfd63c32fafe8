import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Report, ReportStatus } from "#contracts/reports.ts";
import { apiFetch } from "#client/lib/api.ts";
import { adminQueryKeys } from "#client/lib/admin-query-keys.ts";
import { ADMIN_REPORTS_PATH } from "./get-admin-reports.ts";

/** PATCH /api/admin/reports/{id} (admin): resolve, dismiss or reopen, with an optional note. */
export function decideReport(id: string, status: ReportStatus, note?: string) {
  return apiFetch<Report>(`${ADMIN_REPORTS_PATH}/${encodeURIComponent(id)}`, {
    method: "PATCH",
    json: note ? { status, note } : { status },
  });
}

export function useDecideReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, note }: { id: string; status: ReportStatus; note?: string }) =>
      decideReport(id, status, note),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.reports.all }),
  });
}
