import { useMutation } from "@tanstack/react-query";
import type { MessageResponse } from "#contracts/auth.ts";
import { apiFetch } from "#client/lib/api.ts";

/** Where the e-mailed reset link leads: the auth callback on this origin (docs/api.md). */
export function recoveryRedirect(): string {
  return `${window.location.origin}/auth/callback`;
}

/** POST /api/auth/recover: e-mails a reset link (the answer is the same whether or not the account exists). */
export function recoverPassword(email: string) {
  return apiFetch<MessageResponse>("/api/auth/recover", {
    method: "POST",
    json: { email, options: { redirectTo: recoveryRedirect() } },
    anonymous: true,
  });
}

export function useRecoverPassword() {
  return useMutation({ mutationFn: recoverPassword });
}
