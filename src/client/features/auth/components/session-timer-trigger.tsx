import type { ComponentProps } from "react";
import { TimerIcon, TimerOffIcon, TimerResetIcon } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { cn } from "#client/lib/utils.ts";
import { formatCountdown, SESSION_STATUS_LABELS, type SessionTimerStatus } from "../session/session-timer.ts";

export const STATUS_STYLE: Record<SessionTimerStatus, { button: string; dot: string; bar: string }> = {
  active: { button: "text-muted-foreground", dot: "bg-emerald-500", bar: "bg-primary" },
  refresh: { button: "text-amber-700 dark:text-amber-400", dot: "bg-amber-500", bar: "bg-amber-500" },
  expiring: { button: "text-destructive", dot: "bg-destructive", bar: "bg-destructive" },
  expired: { button: "text-destructive", dot: "bg-destructive", bar: "bg-destructive" },
};

/** The header button of the session timer: an icon and the status (Active, Refresh, Expiring). */
export function SessionTimerTrigger({
  status,
  left,
  className,
  ...props
}: ComponentProps<typeof Button> & { status: SessionTimerStatus; left: number }) {
  const label = SESSION_STATUS_LABELS[status];
  const Icon = status === "active" ? TimerIcon : status === "refresh" ? TimerResetIcon : TimerOffIcon;
  return (
    <Button
      variant="ghost"
      size="sm"
      className={cn("gap-1.5 px-2", STATUS_STYLE[status].button, className)}
      aria-label={`Session ${label}, ${formatCountdown(left)} left`}
      data-testid="session-timer"
      data-status={status}
      {...props}
    >
      <Icon aria-hidden="true" />
      <span className="hidden lg:inline">{label}</span>
    </Button>
  );
}
