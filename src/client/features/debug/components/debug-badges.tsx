import { BugIcon, ShieldCheckIcon, XIcon } from "lucide-react";
import { setDebugMode } from "../debug-mode.ts";

const badgeClass =
  "pointer-events-auto inline-flex h-7 items-center gap-1.5 rounded-full border px-2.5 text-xs font-semibold shadow-sm backdrop-blur";

/** The Debug and Admin badges in the bottom-left corner (debug-overlay.tsx shows them). */
export default function DebugBadges({ debug, isAdmin }: { debug: boolean; isAdmin: boolean }) {
  return (
    <div className="above-consent-banner pointer-events-none fixed bottom-4 left-4 z-30 flex flex-col items-start gap-1.5 sm:bottom-6 sm:left-6">
      {isAdmin && (
        <span
          className={`${badgeClass} border-primary/30 bg-background/90 text-primary`}
          data-testid="admin-badge"
          title="Signed in as an administrator"
        >
          <ShieldCheckIcon aria-hidden="true" className="size-3.5" />
          Admin
        </span>
      )}
      {debug && (
        <span
          role="status"
          className={`${badgeClass} border-amber-500/40 bg-amber-50/95 text-amber-900 dark:bg-amber-950/90 dark:text-amber-100`}
          data-testid="debug-badge"
        >
          <BugIcon aria-hidden="true" className="size-3.5" />
          Debug
          <button
            type="button"
            onClick={() => setDebugMode(false)}
            aria-label="Turn debug mode off"
            title="Turn debug mode off (Ctrl+Shift+D)"
            className="-mr-1 rounded-full p-0.5 outline-none hover:bg-amber-200/60 focus-visible:ring-2 focus-visible:ring-ring dark:hover:bg-amber-800/60"
          >
            <XIcon aria-hidden="true" className="size-3.5" />
          </button>
        </span>
      )}
    </div>
  );
}
