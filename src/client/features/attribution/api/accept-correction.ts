import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Correction } from "#contracts/attribution.ts";
import { apiFetch } from "#client/lib/api.ts";
import { queryKeys } from "#client/lib/query-keys.ts";
import { invalidateQuoteQueries } from "#client/lib/quote-cache.ts";
import { CORRECTIONS_PATH } from "./get-corrections.ts";

/** POST /api/corrections/{id}/accept (curators and admins): applies the proposal to its quote; the reason is optional. */
export function acceptCorrection(id: string, reason?: string) {
  return apiFetch<Correction>(`${CORRECTIONS_PATH}/${encodeURIComponent(id)}/accept`, {
    method: "POST",
    json: reason ? { reason } : {},
  });
}

/**
 * Accepting changes the quote (its badge, sources and history everywhere, the queue) and tells its readers, the
 * curator among them perhaps: quotes, the admin area and notices refetch.
 */
export function useAcceptCorrection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason?: string }) => acceptCorrection(id, reason),
    onSettled: () =>
      Promise.all([
        invalidateQuoteQueries(queryClient),
        queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
      ]),
  });
}
