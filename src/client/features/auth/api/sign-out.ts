import type { MessageResponse } from "#contracts/auth.ts";
import { apiFetch } from "#client/lib/api.ts";

/**
 * POST /api/auth/signout: revokes the session of `token` on the server. Sent without a body and so without
 * a Content-Type header (an empty JSON body is refused).
 */
export function signOut(token: string) {
  return apiFetch<MessageResponse>("/api/auth/signout", {
    method: "POST",
    headers: { Authorization: `Bearer ${token}` },
  });
}
