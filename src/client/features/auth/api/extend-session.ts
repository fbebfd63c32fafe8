import type { AuthSessionResponse } from "#contracts/auth.ts";
import { apiFetch } from "#client/lib/api.ts";

/** GET /api/auth/me: extends the session; answers a fresh token whose session ends an hour from now. */
export function extendSession() {
  return apiFetch<Partial<AuthSessionResponse>>("/api/auth/me");
}
