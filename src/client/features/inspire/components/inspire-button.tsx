import { SparklesIcon } from "lucide-react";
import { INSPIRE_MESSAGES } from "#contracts/constants.ts";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { cn } from "#client/lib/utils.ts";

/**
 * The floating Inspire button (SPEC §2), bottom right above the scroll-to-top button, and under the consent
 * banner while that shows (z-30 against its z-40), so it never hides the banner's text. This and the loading
 * screen are all of Inspire in the first-load bundle; the mode itself loads when it opens.
 */
export function InspireButton({
  active,
  onToggle,
  onPreload,
  className,
}: {
  active: boolean;
  onToggle: () => void;
  onPreload?: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onToggle}
      onPointerEnter={onPreload}
      onFocus={onPreload}
      aria-pressed={active}
      title={active ? "Close Inspire mode" : "Inspire mode: rotating quotes, full screen or mini"}
      data-testid="inspire-button"
      className={cn(
        "btn above-consent-banner fixed right-4 bottom-16 z-30 h-10 rounded-full border bg-background px-4 shadow-md hover:bg-accent hover:text-accent-foreground sm:right-6 sm:bottom-20",
        "aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground",
        className,
      )}
    >
      <SparklesIcon aria-hidden="true" />
      Inspire
    </button>
  );
}

/**
 * What a kiosk link (`/?inspire=full`) shows from the first byte until Inspire has loaded: the full-screen
 * frame with the loading message, so the page behind never flashes.
 */
export function InspireLoadingScreen() {
  return (
    <div
      role="status"
      className="fixed inset-0 z-[70] flex flex-col items-center justify-center gap-3 bg-background p-4 text-center text-muted-foreground"
      data-testid="inspire-loading-screen"
    >
      <Spinner className="size-8" />
      <p className="text-lg">{INSPIRE_MESSAGES.loading}</p>
    </div>
  );
}
