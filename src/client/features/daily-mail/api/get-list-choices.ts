import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SavedLists } from "#contracts/lists.ts";
import { apiFetch } from "#client/lib/api.ts";
import { queryKeys } from "#client/lib/query-keys.ts";

/** GET /api/lists: the member's own lists, to pick one as the morning e-mail's source (the lists' own cache key). */
export function listChoicesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.lists.of(userId, null),
    queryFn: ({ signal }) => apiFetch<SavedLists>("/api/lists", { signal }),
  });
}

export function useListChoices(userId: string) {
  return useQuery(listChoicesQueryOptions(userId));
}
