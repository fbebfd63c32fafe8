import { Link } from "@tanstack/react-router";
import type { Notification } from "#contracts/notifications.ts";
import { formatDateTime } from "#client/lib/dates.ts";
import { formatRelative } from "#client/lib/relative-time.ts";

/**
 * Notices newest first: what happened, when, and a link to the quote. Unread ones carry a dot (and say so to screen
 * readers); `unread` overrides which are shown unread (the bell keeps showing what was new when it opened).
 */
export function NotificationItems({
  notifications,
  unread,
  onFollow,
}: {
  notifications: Notification[];
  unread?: ReadonlySet<string>;
  /** A notice's link was followed. */
  onFollow?: (notification: Notification) => void;
}) {
  return (
    <ul className="divide-y" data-testid="notification-list">
      {notifications.map((notification) => {
        const isUnread = unread ? unread.has(notification.id) : notification.read_at === null;
        const body = (
          <>
            <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full group-data-[unread]:bg-primary" />
            <span className="grid min-w-0 gap-0.5">
              <span className="text-sm break-words text-muted-foreground group-data-[unread]:font-medium group-data-[unread]:text-foreground">
                {isUnread && <span className="sr-only">Unread: </span>}
                {notification.message}
              </span>
              <time
                dateTime={notification.created_at}
                title={formatDateTime(notification.created_at)}
                className="text-xs text-muted-foreground"
              >
                {formatRelative(notification.created_at)}
              </time>
            </span>
          </>
        );
        return (
          <li key={notification.id} className="group" data-testid="notification" data-unread={isUnread || undefined}>
            {notification.quote_slug ? (
              <Link
                to="/quote/$slug"
                params={{ slug: notification.quote_slug }}
                onClick={() => onFollow?.(notification)}
                className="flex gap-3 rounded-md px-2 py-2.5 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                {body}
              </Link>
            ) : (
              <div className="flex gap-3 px-2 py-2.5">{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
