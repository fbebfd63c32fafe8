import { lazy, Suspense } from "react";
import { useAuth } from "../session/auth-provider.tsx";

// Only a signed-in visitor has a timer, and only once the page is theirs: its code loads then.
const SessionTimer = lazy(() => import("./session-timer-control.tsx"));

/**
 * The session timer of docs/product/accounts-and-roles.md for signed-in users: Active, Refresh after 45 min, Expiring after 50 min
 * (with a toast), signed out at 60 min. It counts from the stored session start, so it survives reloads.
 */
export function SessionTimerButton({ className }: { className?: string }) {
  const { user, sessionStart } = useAuth();
  if (!user || sessionStart === null) return null;
  return (
    <Suspense fallback={null}>
      <SessionTimer sessionStart={sessionStart} className={className} />
    </Suspense>
  );
}
