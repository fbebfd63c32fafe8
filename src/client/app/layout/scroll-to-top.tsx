import { useEffect, useState } from "react";
import { ArrowUpIcon } from "lucide-react";
import { SCROLL_TOP_THRESHOLD_PX } from "#contracts/constants.ts";
import { Button } from "#client/components/ui/button.tsx";
import { cn } from "#client/lib/utils.ts";

/** A button that appears after scrolling more than SCROLL_TOP_THRESHOLD_PX and brings the page back to the top. */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setVisible(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, []);

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
