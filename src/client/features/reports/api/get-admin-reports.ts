import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminReportList, ReportStatus } from "#contracts/reports.ts";
import { apiFetch, withQuery } from "#client/lib/api.ts";
import { adminQueryKeys } from "#client/lib/admin-query-keys.ts";

export const ADMIN_REPORTS_PATH = "/api/admin/reports";

export interface ReportQueueQuery {
  status?: ReportStatus;
  limit: number;
  offset: number;
}

/** GET /api/admin/reports (admin): the report queue, newest first, optionally of one status. */
export function getAdminReports(query: ReportQueueQuery, signal?: AbortSignal): Promise<AdminReportList> {
  return apiFetch<AdminReportList>(withQuery(ADMIN_REPORTS_PATH, { ...query }), { signal });
}

export function adminReportsQueryOptions(query: ReportQueueQuery) {
  return queryOptions({
    queryKey: adminQueryKeys.reports.page(query),
    queryFn: ({ signal }) => getAdminReports(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminReports(query: ReportQueueQuery) {
  return useQuery(adminReportsQueryOptions(query));
}
