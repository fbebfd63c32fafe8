import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { toast } from "#client/lib/toast.ts";
import { useAuth } from "../session/auth-provider.tsx";
import { elapsedSeconds, secondsLeft, sessionTimerStatus } from "../session/session-timer.ts";
import { SessionTimerTrigger } from "./session-timer-trigger.tsx";
import { errorMessage } from "#client/lib/error-message.ts";

// The popover machinery loads after the first paint; the button looks the same meanwhile.
const SessionTimerPopover = lazy(() => import("./session-timer-popover.tsx"));

/** The current time, updated every second (and when the tab becomes visible again). */
function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const timer = setInterval(tick, intervalMs);
    document.addEventListener("visibilitychange", tick);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", tick);
    };
  }, [intervalMs]);
  return now;
}

export default function SessionTimer({ sessionStart, className }: { sessionStart: number; className?: string }) {
  const { extendSession, logout, verifying } = useAuth();
  const now = useNow();
  const [open, setOpen] = useState(false);
  const [extending, setExtending] = useState(false);
  const warnedFor = useRef<number | null>(null);
  const expiredFor = useRef<number | null>(null);

  const elapsed = elapsedSeconds(sessionStart, now);
  const status = sessionTimerStatus(elapsed);
  const left = secondsLeft(elapsed);

  useEffect(() => {
    if (status === "expiring" && warnedFor.current !== sessionStart) {
      warnedFor.current = sessionStart;
      toast.warning("Session Expiring Soon", {
        id: "session",
        description: "Your session ends in less than 10 minutes. Extend it to stay signed in.",
      });
    }
    // At start-up, let the verification answer first: signing out revokes the token it is checking.
    if (status === "expired" && !verifying && expiredFor.current !== sessionStart) {
      expiredFor.current = sessionStart;
      setOpen(false);
      toast.error("Session Expired", { id: "session", description: "You have been signed out. Please sign in again." });
      void logout();
    }
  }, [status, sessionStart, logout, verifying]);

  const extend = async () => {
    setExtending(true);
    try {
      await extendSession();
      toast.success("Session extended", { id: "session", description: "You stay signed in for another hour." });
      setOpen(false);
    } catch (error) {
      setOpen(false);
      toast.error("Session Refresh Failed", {
        id: "session",
        description: errorMessage(error, "Your session could not be extended. Please sign in again."),
      });
      await logout();
    } finally {
      setExtending(false);
    }
  };

  return (
    <Suspense fallback={<SessionTimerTrigger status={status} left={left} className={className} aria-disabled="true" />}>
      <SessionTimerPopover
        status={status}
        left={left}
        open={open}
        onOpenChange={setOpen}
        extending={extending}
        onExtend={() => void extend()}
        className={className}
      />
    </Suspense>
  );
}
