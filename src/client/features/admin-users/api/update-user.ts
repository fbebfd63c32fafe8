import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminUser, AdminUserPatch } from "#contracts/admin-members.ts";
import { apiFetch } from "#client/lib/api.ts";
import { adminQueryKeys } from "#client/lib/admin-query-keys.ts";
import { ADMIN_USERS_PATH } from "./get-users.ts";

/** PATCH /api/admin/users/{id} (admin): role and/or disabled. */
export function updateMember(id: string, patch: AdminUserPatch) {
  return apiFetch<AdminUser>(`${ADMIN_USERS_PATH}/${encodeURIComponent(id)}`, { method: "PATCH", json: patch });
}

export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: AdminUserPatch }) => updateMember(id, patch),
    // Filters may no longer match the member: every page is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.users.all }),
  });
}
