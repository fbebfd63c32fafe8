import { useMutation } from "@tanstack/react-query";
import type { AudioVerifyResult } from "#contracts/audio.ts";
import { apiFetch } from "#client/lib/api.ts";

/** POST /api/admin/audio/verify (admin): checks every stored file, lists (and flags) the missing ones. */
export function verifyAudio() {
  return apiFetch<AudioVerifyResult>("/api/admin/audio/verify", { method: "POST" });
}

export function useVerifyAudio() {
  return useMutation({ mutationFn: verifyAudio });
}
