import { useMutation } from "@tanstack/react-query";
import type { ChangePasswordBody } from "#contracts/account.ts";
import type { MessageResponse } from "#contracts/auth.ts";
import { apiFetch } from "#client/lib/api.ts";

/** POST /api/auth/change-password: the current password and the new one; the server signs out other devices. */
export function changePassword(body: ChangePasswordBody) {
  return apiFetch<MessageResponse>("/api/auth/change-password", { method: "POST", json: body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
