import { lazy } from "react";
import { ClientOnly } from "#client/lib/client-only.tsx";
import { FontSizeTrigger } from "./font-size-trigger.tsx";

// The popover machinery loads after the first paint; the button looks the same meanwhile.
const FontSizePopover = lazy(() => import("./font-size-popover.tsx"));

/** The header's text-size button with its popover. */
export function FontSizeButton({ className }: { className?: string }) {
  return (
    <ClientOnly fallback={<FontSizeTrigger className={className} aria-disabled="true" />}>
      <FontSizePopover className={className} />
    </ClientOnly>
  );
}
