import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminUserList, AssignableRole, MemberStatus } from "#contracts/admin-members.ts";
import { apiFetch, withQuery } from "#client/lib/api.ts";
import { adminQueryKeys } from "#client/lib/admin-query-keys.ts";

export const ADMIN_USERS_PATH = "/api/admin/users";

export interface MembersQuery {
  q?: string;
  role?: AssignableRole;
  status?: MemberStatus;
  limit: number;
  offset: number;
}

/** GET /api/admin/users (admin): a page of members, newest first. */
export function getMembers(query: MembersQuery, signal?: AbortSignal): Promise<AdminUserList> {
  return apiFetch<AdminUserList>(withQuery(ADMIN_USERS_PATH, { ...query }), { signal });
}

export function membersQueryOptions(query: MembersQuery) {
  return queryOptions({
    queryKey: adminQueryKeys.users.page(query),
    queryFn: ({ signal }) => getMembers(query, signal),
    // The previous page stays on screen while the next loads: no jump between pages or searches.
    placeholderData: keepPreviousData,
  });
}

export function useMembers(query: MembersQuery) {
  return useQuery(membersQueryOptions(query));
}
