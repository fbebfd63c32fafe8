import { SparklesIcon } from "lucide-react";
import { INSPIRE_MESSAGES } from "#contracts/constants.ts";
import { Spinner } from "#client/components/ui/spinner.tsx";
import { StateLink } from "#client/lib/state-link.tsx";
import { cn } from "#client/lib/utils.ts";

/**
 * The floating Inspire button (docs/product/inspire.md), bottom right above the scroll-to-top button, and under the consent
 * banner while that shows (z-30 against its z-40), so it never hides the banner's text. This and the loading
 * screen are all of Inspire in the first-load bundle; the mode itself loads when it opens.
 *
 * It is a link to the kiosk URL (`?inspire=full`; when on, to the page without it), so Inspire opens before the
 * app has started too; in the app a click toggles it in place. A toggle button to assistive technology
 * (role=button, aria-pressed), which Space presses as well as Enter.
 */
export function InspireButton({
  active,
  href,
  onToggle,
  onPreload,
  className,
}: {
  active: boolean;
  /** The page with Inspire on (a kiosk link), or off when it is on. */
  href: string;
  onToggle: () => void;
  onPreload?: () => void;
  className?: string;
}) {
  return (
    <StateLink
      href={href}
      role="button"
      onNavigate={onToggle}
      onKeyDown={(event) => {
        if (event.key !== " ") return;
        event.preventDefault();
        onToggle();
      }}
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
    </StateLink>
  );
}

/**
 * What a kiosk link (`/?inspire=full`) shows from the first byte until Inspire has loaded: the full-screen
 * frame with the loading message, so the page behind never flashes. Inspire cannot run without JavaScript:
 * then (`@media (scripting: none)`) the frame says so and links back to the page (`closeHref`).
 */
export function InspireLoadingScreen({ closeHref }: { closeHref: string }) {
  return (
    <div
      role="status"
      className="fixed inset-0 z-[70] flex flex-col items-center justify-center gap-3 bg-background p-4 text-center text-muted-foreground"
      data-testid="inspire-loading-screen"
    >
      <Spinner className="size-8 noscript:hidden" />
      <p className="text-lg noscript:hidden">{INSPIRE_MESSAGES.loading}</p>
      <p className="hidden text-lg text-foreground noscript:block">Inspire mode needs JavaScript to rotate quotes.</p>
      <a
        href={closeHref}
        className="btn hidden h-9 border bg-background px-4 text-foreground shadow-xs hover:bg-accent noscript:inline-flex"
      >
        Back to the quotes
      </a>
    </div>
  );
}
