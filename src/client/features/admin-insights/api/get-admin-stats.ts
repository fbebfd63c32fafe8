import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminStats } from "#contracts/admin-insights.ts";
import { apiFetch } from "#client/lib/api.ts";
import { queryKeys } from "#client/lib/query-keys.ts";

export const ADMIN_STATS_PATH = "/api/admin/stats";

/** GET /api/admin/stats (admin): totals and the week's top quotes. */
export function getAdminStats(signal?: AbortSignal) {
  return apiFetch<AdminStats>(ADMIN_STATS_PATH, { signal });
}

export function adminStatsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.admin.stats,
    queryFn: ({ signal }) => getAdminStats(signal),
    staleTime: 30_000,
  });
}

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
