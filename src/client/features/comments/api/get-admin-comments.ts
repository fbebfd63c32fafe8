import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminCommentList } from "#contracts/admin-members.ts";
import { apiFetch, withQuery } from "#client/lib/api.ts";
import { adminQueryKeys } from "#client/lib/admin-query-keys.ts";

export const ADMIN_COMMENTS_PATH = "/api/admin/comments";

export interface AdminCommentsQuery {
  q?: string;
  limit: number;
  offset: number;
}

/** GET /api/admin/comments (admin): every comment, newest first, with its quote and author. */
export function getAdminComments(query: AdminCommentsQuery, signal?: AbortSignal): Promise<AdminCommentList> {
  return apiFetch<AdminCommentList>(withQuery(ADMIN_COMMENTS_PATH, { ...query }), { signal });
}

export function adminCommentsQueryOptions(query: AdminCommentsQuery) {
  return queryOptions({
    queryKey: adminQueryKeys.comments.page(query),
    queryFn: ({ signal }) => getAdminComments(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminComments(query: AdminCommentsQuery) {
  return useQuery(adminCommentsQueryOptions(query));
}
