import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Subscriptions } from "#contracts/daily-mail.ts";
import { apiFetch } from "#client/lib/api.ts";
import { queryKeys } from "#client/lib/query-keys.ts";

export const SUBSCRIPTIONS_PATH = "/api/users/me/subscriptions";

/** GET /api/users/me/subscriptions: the member's morning e-mail settings and how its last delivery went. */
export function getSubscriptions(signal?: AbortSignal): Promise<Subscriptions> {
  return apiFetch<Subscriptions>(SUBSCRIPTIONS_PATH, { signal });
}

export function subscriptionsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.subscriptions.of(userId),
    queryFn: ({ signal }) => getSubscriptions(signal),
  });
}

export function useSubscriptions(userId: string) {
  return useQuery(subscriptionsQueryOptions(userId));
}
