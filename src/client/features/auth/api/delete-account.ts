import { useMutation } from "@tanstack/react-query";
import type { AccountDeleted, DeleteAccountBody } from "#contracts/account.ts";
import { apiFetch } from "#client/lib/api.ts";

/** DELETE /api/users/me with the current password: the account and the member's private content go. */
export function deleteAccount(body: DeleteAccountBody) {
  return apiFetch<AccountDeleted>("/api/users/me", { method: "DELETE", json: body });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
