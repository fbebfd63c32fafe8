import { useId, useState } from "react";
import { Popover, PopoverContent, PopoverTrigger } from "#client/components/ui/deferred-popover.tsx";
import { FontSizeOptions } from "./font-size-options.tsx";
import { FontSizeTrigger } from "./font-size-trigger.tsx";

/** The text-size popover of the header (docs/product/inspire.md). */
export default function FontSizePopover({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <FontSizeTrigger className={className} />
      </PopoverTrigger>
      <PopoverContent align="end" className="w-80" data-testid="font-size-popover" aria-labelledby={titleId}>
        <p id={titleId} className="mb-1 text-sm font-semibold">
          Text size
        </p>
        <p className="mb-3 text-xs text-muted-foreground">How large quotes are shown. Kept on this device.</p>
        <FontSizeOptions />
      </PopoverContent>
    </Popover>
  );
}
