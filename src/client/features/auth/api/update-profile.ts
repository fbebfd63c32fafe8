import { useMutation } from "@tanstack/react-query";
import type { AuthUser, ProfileBody } from "#contracts/auth.ts";
import { apiFetch } from "#client/lib/api.ts";

/** PATCH /api/auth/update-profile: first and last name (the e-mail is read-only). */
export function updateProfile(body: Pick<ProfileBody, "firstname" | "lastname">) {
  return apiFetch<AuthUser>("/api/auth/update-profile", { method: "PATCH", json: body });
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
