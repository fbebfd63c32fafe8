import { useState } from "react";
import { Link } from "@tanstack/react-router";
import { BellIcon } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { Popover, PopoverContent, PopoverTrigger } from "#client/components/ui/deferred-popover.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { useNotifications } from "../api/get-notifications.ts";
import { useMarkNotificationsRead } from "../api/mark-notifications-read.ts";
import { bellLabel, BELL_LIMIT, unreadBadge } from "../notification-words.ts";
import { NotificationItems } from "./notification-items.tsx";

/**
 * The header's bell for a signed-in member (docs/product/notifications.md): the unread count, and a popover of the
 * newest notices. Opening it marks the ones it shows read (they keep their dot until it closes); "Mark all as read"
 * marks every one. It asks for new notices every minute while the page is shown, and when the window regains focus.
 */
export default function NotificationBell({ userId }: { userId: string }) {
  const notifications = useNotifications(userId, { limit: BELL_LIMIT, poll: true });
  const markRead = useMarkNotificationsRead(userId);
  const [open, setOpen] = useState(false);
  const [shownUnread, setShownUnread] = useState<ReadonlySet<string>>(new Set());
  const list = notifications.data?.notifications ?? [];
  const unread = notifications.data?.unread ?? 0;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) return;
    const ids = list.filter((notification) => notification.read_at === null).map((notification) => notification.id);
    setShownUnread(new Set(ids));
    if (ids.length > 0) markRead.mutate({ ids });
    else if (notifications.isStale) void notifications.refetch();
  };

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={bellLabel(unread)}
          title={bellLabel(unread)}
          data-testid="notification-bell"
        >
          <BellIcon aria-hidden="true" />
          {unread > 0 && (
            <span
              aria-hidden="true"
              data-testid="notification-count"
              className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-primary px-1 text-[10px] leading-none font-semibold text-primary-foreground tabular-nums"
            >
              {unreadBadge(unread)}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent
        align="end"
        collisionPadding={8}
        className="w-80 p-0"
        data-testid="notification-popover"
        aria-label="Notifications"
      >
        <div className="flex items-center justify-between gap-2 border-b px-4 py-2.5">
          <p className="text-sm font-semibold">Notifications</p>
          <Button
            variant="ghost"
            size="sm"
            className="-mr-2 h-7 px-2 text-xs"
            disabled={unread === 0 || markRead.isPending}
            onClick={() => {
              setShownUnread(new Set());
              markRead.mutate({ all: true });
            }}
          >
            Mark all as read
          </Button>
        </div>
        <div className="max-h-[min(24rem,60dvh)] overflow-y-auto p-1.5">
          {notifications.isPending ? (
            <p className="flex items-center justify-center gap-2 py-8 text-sm text-muted-foreground">
              <Spinner /> Loading notifications
            </p>
          ) : notifications.isError && list.length === 0 ? (
            <p className="px-3 py-8 text-center text-sm text-muted-foreground" role="alert">
              Notifications could not be loaded. They will be tried again in a minute.
            </p>
          ) : list.length === 0 ? (
            <div className="px-3 py-8 text-center">
              <p className="text-sm font-medium">No notifications yet</p>
              <p className="mt-1 text-xs text-muted-foreground">
                When a quote you keep is corrected, you will hear about it here.
              </p>
            </div>
          ) : (
            <NotificationItems notifications={list} unread={shownUnread} onFollow={() => setOpen(false)} />
          )}
        </div>
        <div className="border-t px-4 py-2 text-center">
          <Link
            to="/dashboard"
            search={{ tab: "notifications" }}
            onClick={() => setOpen(false)}
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            See all notifications
          </Link>
        </div>
      </PopoverContent>
    </Popover>
  );
}
