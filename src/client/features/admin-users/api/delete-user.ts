import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminUserDeleted } from "#contracts/admin-members.ts";
import { apiFetch } from "#client/lib/api.ts";
import { adminQueryKeys } from "#client/lib/admin-query-keys.ts";
import { ADMIN_USERS_PATH } from "./get-users.ts";

/** DELETE /api/admin/users/{id} (admin): approved quotes stay, anonymous; the rest of theirs goes. */
export function deleteMember(id: string) {
  return apiFetch<AdminUserDeleted>(`${ADMIN_USERS_PATH}/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useDeleteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteMember(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.users.all }),
  });
}
