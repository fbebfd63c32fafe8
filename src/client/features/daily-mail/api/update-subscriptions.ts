import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DailyMailSettingsInput, Subscriptions } from "#contracts/daily-mail.ts";
import { apiFetch } from "#client/lib/api.ts";
import { queryKeys } from "#client/lib/query-keys.ts";
import { SUBSCRIPTIONS_PATH } from "./get-subscriptions.ts";

/** PUT /api/users/me/subscriptions: saves the morning e-mail settings; answers them as saved. */
export function updateSubscriptions(daily: DailyMailSettingsInput): Promise<Subscriptions> {
  return apiFetch<Subscriptions>(SUBSCRIPTIONS_PATH, { method: "PUT", json: { daily } });
}

export function useUpdateSubscriptions(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubscriptions,
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.subscriptions.of(userId), saved),
  });
}
