import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "#client/lib/api.ts";

export interface VerifyAudioAnswer {
  checked: number;
  missing: { quote_id: string; audio_file_path: string | null; audio_url?: string; text?: string; author?: string }[];
}

/** POST /api/admin/audio/verify (admin): checks every stored file, lists (and flags) the missing ones. */
export function verifyAudio() {
  return apiFetch<VerifyAudioAnswer>("/api/admin/audio/verify", { method: "POST" });
}

export function useVerifyAudio() {
  return useMutation({ mutationFn: verifyAudio });
}
