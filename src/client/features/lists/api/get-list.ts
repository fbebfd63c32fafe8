import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ListDetail } from "#contracts/lists.ts";
import { ApiError, apiFetch } from "#client/lib/api.ts";
import { queryKeys } from "#client/lib/query-keys.ts";
import { LISTS_PATH } from "./get-lists.ts";

/** GET /api/lists/{id}: the list with the quotes the viewer may see, in order. */
export function getList(id: string, signal?: AbortSignal) {
  return apiFetch<ListDetail>(`${LISTS_PATH}/${encodeURIComponent(id)}`, { signal });
}

/** The list, or null when it does not exist for this viewer (missing, or someone else's private list). */
export async function listOrNull(id: string, signal?: AbortSignal): Promise<ListDetail | null> {
  try {
    return await getList(id, signal);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export function listQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.lists.detail(id),
    queryFn: ({ signal }) => listOrNull(id, signal),
  });
}

export function useList(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...listQueryOptions(id), enabled: options.enabled ?? true });
}
