import { BellIcon, CheckCheckIcon } from "lucide-react";
import { EmptyState } from "#client/components/empty-state.tsx";
import { FetchError } from "#client/components/fetch-error.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { pluralize } from "#client/lib/utils.ts";
import { useNotifications } from "../api/get-notifications.ts";
import { useMarkNotificationsRead } from "../api/mark-notifications-read.ts";
import { NotificationItems } from "./notification-items.tsx";

/**
 * The dashboard's Notifications tab: the member's newest notices, unread ones marked, with "Mark all as read";
 * following a notice's link marks it read.
 */
export default function NotificationsPanel({ userId }: { userId: string }) {
  const notifications = useNotifications(userId);
  const markRead = useMarkNotificationsRead(userId);
  if (notifications.isPending) {
    return (
      <div aria-busy="true">
        <span className="sr-only" role="status">
          Loading your notifications...
        </span>
        <ul className="grid gap-2" aria-hidden="true">
          {Array.from({ length: 3 }, (_, index) => (
            <li key={index} className="grid gap-2 rounded-lg border p-4">
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-1/2" />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (notifications.isError) {
    return (
      <FetchError
        title="Failed to fetch notifications"
        error={notifications.error}
        retrying={notifications.isFetching}
        onRetry={() => void notifications.refetch()}
      />
    );
  }
  const { notifications: list, unread } = notifications.data;
  if (list.length === 0) {
    return (
      <EmptyState
        icon={BellIcon}
        tone="primary"
        title="No notifications yet"
        hint="When the attribution of a quote you bookmarked, reacted to, keep in a list or submitted changes, you will hear about it here."
        testId="notifications-empty"
      />
    );
  }
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="notifications-unread">
          {unread > 0 ? pluralize(unread, "unread notification") : "All caught up"}
        </p>
        <Button
          variant="outline"
          size="sm"
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
        >
          {markRead.isPending ? <Spinner /> : <CheckCheckIcon aria-hidden="true" />}
          Mark all as read
        </Button>
      </div>
      <div className="rounded-lg border p-1.5">
        <NotificationItems
          notifications={list}
          onFollow={(notification) => {
            if (notification.read_at === null) markRead.mutate({ ids: [notification.id] });
          }}
        />
      </div>
    </div>
  );
}
