import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AuditList } from "#contracts/admin-members.ts";
import { apiFetch, withQuery } from "#client/lib/api.ts";
import { adminQueryKeys } from "#client/lib/admin-query-keys.ts";

export const ADMIN_AUDIT_PATH = "/api/admin/audit";

/** GET /api/admin/audit (admin): admin actions newest first. */
export function getAuditLog(query: { limit: number; offset: number }, signal?: AbortSignal): Promise<AuditList> {
  return apiFetch<AuditList>(withQuery(ADMIN_AUDIT_PATH, query), { signal });
}

export function auditLogQueryOptions(query: { limit: number; offset: number }) {
  return queryOptions({
    queryKey: adminQueryKeys.audit(query),
    queryFn: ({ signal }) => getAuditLog(query, signal),
    placeholderData: keepPreviousData,
    // Other admins act too: a fresh read each time the tab opens.
    staleTime: 0,
    refetchOnMount: "always",
  });
}

export function useAuditLog(query: { limit: number; offset: number }) {
  return useQuery(auditLogQueryOptions(query));
}
