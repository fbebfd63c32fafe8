import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { PROFILE_PAGE_SIZE } from "#contracts/constants.ts";
import type { PublicProfile } from "#contracts/profiles.ts";
import { ApiError, apiFetch } from "#client/lib/api.ts";
import { queryKeys } from "#client/lib/query-keys.ts";

export const PROFILES_PATH = "/api/users";
export const FETCH_PROFILE_ERROR = "Failed to fetch this member's page";

/** GET /api/users/{id}: a member's public page with one page of their approved quotes. */
export function getProfile(id: string, offset: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ limit: String(PROFILE_PAGE_SIZE), offset: String(offset) });
  return apiFetch<PublicProfile>(`${PROFILES_PATH}/${encodeURIComponent(id)}?${query.toString()}`, { signal });
}

/** The member's page, or null when there is no such member: "not found" is an answer the page shows with a 404. */
export async function profileOrNull(id: string, offset: number, signal?: AbortSignal): Promise<PublicProfile | null> {
  try {
    return await getProfile(id, offset, signal);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** Where the next page of quotes starts, or undefined when every quote is shown. */
export function nextProfileOffset(last: PublicProfile | null, pages: (PublicProfile | null)[]): number | undefined {
  if (!last) return undefined;
  const shown = pages.reduce((sum, page) => sum + (page?.quotes.length ?? 0), 0);
  return last.quotes.length > 0 && shown < last.total ? shown : undefined;
}

export function profileQueryOptions(id: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.profiles.of(id),
    queryFn: ({ signal, pageParam }) => profileOrNull(id, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => nextProfileOffset(last, pages),
  });
}

export function useProfile(id: string) {
  return useInfiniteQuery(profileQueryOptions(id));
}
