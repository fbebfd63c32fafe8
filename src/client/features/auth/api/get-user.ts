import type { AuthUser } from "#contracts/auth.ts";
import { apiFetch } from "#client/lib/api.ts";

export const AUTH_USER_PATH = "/api/auth/user";

/** GET /api/auth/user: the user of the stored bearer token (start-up verification and refresh). */
export function getUser(signal?: AbortSignal) {
  return apiFetch<AuthUser>(AUTH_USER_PATH, { signal });
}
