import { queryOptions, useQuery } from "@tanstack/react-query";
import type { NotificationList } from "#contracts/notifications.ts";
import { apiFetch, AUTH_REQUIRED_MESSAGE, readAuthToken, withQuery } from "#client/lib/api.ts";
import { queryKeys } from "#client/lib/query-keys.ts";

export const NOTIFICATIONS_PATH = "/api/notifications";

/** How often an open page asks for new notices (and again when its window regains focus). */
export const NOTIFICATIONS_POLL_MS = 60_000;

/** GET /api/notifications: the member's newest notices (at most `limit`) and how many of all are unread. */
export function getNotifications(limit: number | undefined, signal?: AbortSignal): Promise<NotificationList> {
  return apiFetch<NotificationList>(withQuery(NOTIFICATIONS_PATH, { limit }), { signal });
}

/**
 * `poll`: the header's bell, which asks again every minute while the page is shown and when its window regains
 * focus; the dashboard's list asks when it is opened.
 */
export function notificationsQueryOptions(
  userId: string,
  { limit, poll = false }: { limit?: number; poll?: boolean } = {},
) {
  return queryOptions({
    queryKey: queryKeys.notifications.list(userId, { limit }),
    // A page whose session has just ended (signed out, account deleted) may ask once more before the bell goes
    // (a refetch of every query, a poll): it sends nothing that could only answer 401.
    queryFn: ({ signal }) =>
      readAuthToken() ? getNotifications(limit, signal) : Promise.reject(new Error(AUTH_REQUIRED_MESSAGE)),
    // Fresh for a while: a focus right after a poll asks nothing.
    staleTime: NOTIFICATIONS_POLL_MS / 2,
    refetchOnWindowFocus: poll,
    refetchInterval: poll ? NOTIFICATIONS_POLL_MS : false,
  });
}

export function useNotifications(userId: string, options?: { limit?: number; poll?: boolean }) {
  return useQuery(notificationsQueryOptions(userId, options));
}
