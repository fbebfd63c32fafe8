import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Correction } from "#contracts/attribution.ts";
import { apiFetch } from "#client/lib/api.ts";
import { adminQueryKeys } from "#client/lib/admin-query-keys.ts";
import { CORRECTIONS_PATH } from "./get-corrections.ts";

/** POST /api/corrections/{id}/reject (curators and admins): the reason is required and reaches the proposer. */
export function rejectCorrection(id: string, reason: string) {
  return apiFetch<Correction>(`${CORRECTIONS_PATH}/${encodeURIComponent(id)}/reject`, {
    method: "POST",
    json: { reason },
  });
}

export function useRejectCorrection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => rejectCorrection(id, reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.corrections.all }),
  });
}
