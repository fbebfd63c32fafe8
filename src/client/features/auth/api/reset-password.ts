import { useMutation } from "@tanstack/react-query";
import type { MessageResponse, ResetPasswordBody } from "#contracts/auth.ts";
import { apiFetch } from "#client/lib/api.ts";

/** POST /api/auth/reset-password: sets the new password with the token of a reset link. */
export function resetPassword(body: ResetPasswordBody) {
  return apiFetch<MessageResponse>("/api/auth/reset-password", { method: "POST", json: body, anonymous: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
