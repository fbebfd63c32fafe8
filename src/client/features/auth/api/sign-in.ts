import type { AuthSessionResponse, LoginBody } from "#contracts/auth.ts";
import { apiFetch } from "#client/lib/api.ts";

/** POST /api/auth/signin: a session token and the user. Never carries a stored token (it may be stale). */
export function signIn(body: LoginBody) {
  return apiFetch<Partial<AuthSessionResponse>>("/api/auth/signin", { method: "POST", json: body, anonymous: true });
}
