import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { CorrectionList, CorrectionStatus } from "#contracts/attribution.ts";
import { apiFetch, withQuery } from "#client/lib/api.ts";
import { adminQueryKeys } from "#client/lib/admin-query-keys.ts";

export const CORRECTIONS_PATH = "/api/corrections";

export interface CorrectionQueueQuery {
  status: CorrectionStatus;
  limit: number;
  offset: number;
}

/** GET /api/corrections (curators and admins): members' proposals of one status, a page at a time. */
export function getCorrections(query: CorrectionQueueQuery, signal?: AbortSignal): Promise<CorrectionList> {
  return apiFetch<CorrectionList>(withQuery(CORRECTIONS_PATH, { ...query }), { signal });
}

export function correctionsQueryOptions(query: CorrectionQueueQuery) {
  return queryOptions({
    queryKey: adminQueryKeys.corrections.page(query),
    queryFn: ({ signal }) => getCorrections(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCorrections(query: CorrectionQueueQuery) {
  return useQuery(correctionsQueryOptions(query));
}
