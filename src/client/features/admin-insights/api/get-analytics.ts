import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AnalyticsInterval, AnalyticsSeries } from "#contracts/admin-insights.ts";
import { apiFetch, withQuery } from "#client/lib/api.ts";
import { adminQueryKeys } from "#client/lib/admin-query-keys.ts";

export const ANALYTICS_PATH = "/api/admin/analytics";

export interface AnalyticsParams {
  from: string;
  to: string;
  interval: AnalyticsInterval;
}

/** GET /api/admin/analytics (admin): series by UTC day or hour, `from` and `to` included. */
export function getAnalytics(params: AnalyticsParams, signal?: AbortSignal) {
  return apiFetch<AnalyticsSeries>(withQuery(ANALYTICS_PATH, { ...params }), { signal });
}

export function analyticsQueryOptions(params: AnalyticsParams) {
  return queryOptions({
    queryKey: adminQueryKeys.analytics(params),
    queryFn: ({ signal }) => getAnalytics(params, signal),
    staleTime: 30_000,
  });
}

/** Keeps the previous range on screen while another loads, so that the charts do not jump. */
export function useAnalytics(params: AnalyticsParams | undefined) {
  return useQuery({
    ...analyticsQueryOptions(params ?? { from: "", to: "", interval: "day" }),
    enabled: params !== undefined,
    placeholderData: keepPreviousData,
  });
}
