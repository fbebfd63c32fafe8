import { useMutation } from "@tanstack/react-query";
import type { AuthUser, ThemeBody } from "#contracts/auth.ts";
import { apiFetch } from "#client/lib/api.ts";

/** PATCH /api/user/theme: a preset ({ themeClass }) or a custom colour ({ customColor: "#rrggbb" }). */
export function updateTheme(body: ThemeBody) {
  return apiFetch<AuthUser>("/api/user/theme", { method: "PATCH", json: body });
}

export function useUpdateTheme() {
  return useMutation({ mutationFn: updateTheme });
}
