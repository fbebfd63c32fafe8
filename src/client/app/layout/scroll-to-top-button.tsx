import { ArrowUpIcon } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { cn } from "#client/lib/utils.ts";

/** The scroll-to-top button (scroll-to-top.tsx shows it): back to the top, smoothly unless motion is reduced. */
export default function ScrollToTopButton({ visible }: { visible: boolean }) {
  const scrollUp = () => {
    const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
    window.scrollTo({ top: 0, behavior: reduceMotion ? "auto" : "smooth" });
  };

  return (
    <Button
      type="button"
      size="icon"
      variant="outline"
      aria-label="Scroll to top"
      title="Scroll to top"
      onClick={scrollUp}
      inert={!visible}
      className={cn(
        "above-consent-banner fixed right-4 bottom-4 z-40 size-10 rounded-full bg-background shadow-md transition-all duration-200 sm:right-6 sm:bottom-6",
        visible ? "translate-y-0 opacity-100" : "pointer-events-none translate-y-2 opacity-0",
      )}
    >
      <ArrowUpIcon aria-hidden="true" />
    </Button>
  );
}
