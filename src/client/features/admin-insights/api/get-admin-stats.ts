import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminStats } from "#contracts/admin-insights.ts";
import { apiFetch } from "#client/lib/api.ts";
import { adminQueryKeys } from "#client/lib/admin-query-keys.ts";

export const ADMIN_STATS_PATH = "/api/admin/stats";

/** GET /api/admin/stats (admin): totals and the week's top quotes. */
export function getAdminStats(signal?: AbortSignal) {
  return apiFetch<AdminStats>(ADMIN_STATS_PATH, { signal });
}

export function adminStatsQueryOptions() {
  return queryOptions({
    queryKey: adminQueryKeys.stats,
    queryFn: ({ signal }) => getAdminStats(signal),
    staleTime: 30_000,
  });
}

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
