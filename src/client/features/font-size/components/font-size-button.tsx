import { lazy, Suspense, useState } from "react";
import { preloadOverlays } from "#client/components/ui/overlay.tsx";
import { Popover, PopoverTrigger } from "#client/components/ui/deferred-popover.tsx";
import { FontSizeTrigger } from "./font-size-trigger.tsx";

const loadContent = () => import("./font-size-popover.tsx");
const FontSizePopoverContent = lazy(loadContent);

/** Starts loading the popover's content and machinery (hover, focus or a press of the button). */
function preload() {
  preloadOverlays();
  void loadContent();
}

/**
 * The header's text-size button with its popover (docs/product/inspire.md). The page renders the button; the
 * popover's code loads when it is wanted, and a press before it has arrived opens the popover once it has.
 */
export function FontSizeButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild onPointerEnter={preload} onFocus={preload} onClick={preload}>
        <FontSizeTrigger className={className} />
      </PopoverTrigger>
      {wanted && (
        <Suspense fallback={null}>
          <FontSizePopoverContent />
        </Suspense>
      )}
    </Popover>
  );
}
