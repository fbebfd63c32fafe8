import { useId } from "react";
import { TimerResetIcon } from "lucide-react";
import { SESSION_SECONDS } from "#contracts/constants.ts";
import { Button } from "#client/components/ui/button.tsx";
import { Popover, PopoverContent, PopoverTrigger } from "#client/components/ui/deferred-popover.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { cn } from "#client/lib/utils.ts";
import { formatCountdown, SESSION_STATUS_LABELS, type SessionTimerStatus } from "../session/session-timer.ts";
import { SessionTimerTrigger, STATUS_STYLE } from "./session-timer-trigger.tsx";

const STATUS_TEXT: Record<SessionTimerStatus, string> = {
  active: "You are signed in. A session lasts an hour from sign-in.",
  refresh: "Your session ends soon. Extend it to stay signed in.",
  expiring: "Your session is about to expire. Extend it now to stay signed in.",
  expired: "Your session has expired.",
};

export interface SessionTimerPopoverProps {
  status: SessionTimerStatus;
  left: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  extending: boolean;
  onExtend: () => void;
  className?: string;
}

/** The session timer's popover: status, time left and "Extend session". */
export default function SessionTimerPopover({
  status,
  left,
  open,
  onOpenChange,
  extending,
  onExtend,
  className,
}: SessionTimerPopoverProps) {
  const style = STATUS_STYLE[status];
  const titleId = useId();
  const percentLeft = Math.round((left / SESSION_SECONDS) * 100);
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <SessionTimerTrigger status={status} left={left} className={className} />
      </PopoverTrigger>
      <PopoverContent align="end" className="w-72" aria-labelledby={titleId} data-testid="session-timer-popover">
        <div className="grid gap-3">
          <div className="flex items-center justify-between gap-3">
            <p id={titleId} className="flex items-center gap-2 text-sm font-medium">
              <span aria-hidden="true" className={cn("size-2 rounded-full", style.dot)} />
              Session {SESSION_STATUS_LABELS[status]}
            </p>
            <p className="font-mono text-sm tabular-nums">
              <span className="sr-only">Time left: </span>
              {formatCountdown(left)}
            </p>
          </div>
          <div
            role="progressbar"
            aria-label="Session time left"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percentLeft}
            className="h-1.5 overflow-hidden rounded-full bg-muted"
          >
            <div className={cn("h-full rounded-full", style.bar)} style={{ width: `${percentLeft}%` }} />
          </div>
          <p className="text-sm text-muted-foreground">{STATUS_TEXT[status]}</p>
          <Button size="sm" onClick={onExtend} disabled={extending}>
            {extending ? <Spinner /> : <TimerResetIcon aria-hidden="true" />}
            {extending ? "Extending..." : "Extend session"}
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
