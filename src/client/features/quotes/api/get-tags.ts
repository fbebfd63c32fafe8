import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TagCount } from "#contracts/quotes.ts";
import { apiFetch } from "#client/lib/api.ts";
import { queryKeys } from "#client/lib/query-keys.ts";

export const TAGS_PATH = "/api/tags";

/** GET /api/tags: every tag of approved quotes with its number of quotes, most used first. */
export function getTags(signal?: AbortSignal) {
  return apiFetch<TagCount[]>(TAGS_PATH, { signal });
}

export function tagsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.quotes.tags,
    queryFn: ({ signal }) => getTags(signal),
  });
}

export function useTags() {
  return useQuery(tagsQueryOptions());
}
