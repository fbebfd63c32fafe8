import { useId } from "react";
import { PopoverContent } from "#client/components/ui/deferred-popover.tsx";
import { FontSizeOptions } from "./font-size-options.tsx";

/** The text-size popover's content (font-size-button.tsx renders the button). */
export default function FontSizePopoverContent() {
  const titleId = useId();
  return (
    <PopoverContent align="end" className="w-80" data-testid="font-size-popover" aria-labelledby={titleId}>
      <p id={titleId} className="mb-1 text-sm font-semibold">
        Text size
      </p>
      <p className="mb-3 text-xs text-muted-foreground">How large quotes are shown. Kept on this device.</p>
      <FontSizeOptions />
    </PopoverContent>
  );
}
