import type { AuthSessionResponse, SignupBody } from "#contracts/auth.ts";
import { apiFetch } from "#client/lib/api.ts";

/** POST /api/auth/signup: creates the account; the answer may carry a session token (docs/api.md). */
export function signUp(body: SignupBody) {
  return apiFetch<Partial<AuthSessionResponse>>("/api/auth/signup", { method: "POST", json: body, anonymous: true });
}
