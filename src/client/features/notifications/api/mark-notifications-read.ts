import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { NotificationList, NotificationReadResultSchema } from "#contracts/notifications.ts";
import { apiFetch } from "#client/lib/api.ts";
import { queryKeys } from "#client/lib/query-keys.ts";
import { NOTIFICATIONS_PATH } from "./get-notifications.ts";

export type NotificationReadResult = z.infer<typeof NotificationReadResultSchema>;
/** These notices, or every one. */
export type MarkRead = { ids: string[] } | { all: true };

/** POST /api/notifications/read: marks notices read; answers how many it marked and how many stay unread. */
export function markNotificationsRead(body: MarkRead) {
  return apiFetch<NotificationReadResult>(`${NOTIFICATIONS_PATH}/read`, { method: "POST", json: body });
}

/**
 * Marks them read in every copy the page holds (the bell's and the dashboard's) at once, with the server's unread
 * count when it answers; a failure refetches.
 */
export function useMarkNotificationsRead(userId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.notifications.of(userId);
  const patch = (update: (list: NotificationList) => NotificationList) =>
    queryClient.setQueriesData<NotificationList>({ queryKey: key }, (list) => (list ? update(list) : list));
  return useMutation({
    mutationFn: markNotificationsRead,
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: key });
      const now = new Date().toISOString();
      const marks = (id: string) => "all" in body || body.ids.includes(id);
      patch((list) => {
        const notifications = list.notifications.map((n) => (n.read_at || !marks(n.id) ? n : { ...n, read_at: now }));
        const newlyRead = notifications.filter((n, i) => n.read_at && !list.notifications[i]!.read_at).length;
        return { notifications, unread: "all" in body ? 0 : Math.max(0, list.unread - newlyRead) };
      });
    },
    onSuccess: ({ unread }) => patch((list) => ({ ...list, unread })),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
