import { lazy, Suspense } from "react";
import { PopoverContent } from "#client/components/ui/deferred-popover.tsx";
import { PanelFallback } from "./theme-editor-trigger.tsx";
import type { ThemeEditorPanelProps } from "./theme-editor-panel.tsx";

const ThemeEditorPanel = lazy(() => import("./theme-editor-panel.tsx"));

/** The theme editor in a popover under the header's palette button (theme-editor-button.tsx renders the button). */
export default function ThemeEditorPopoverContent(panel: ThemeEditorPanelProps) {
  return (
    // Named like the button that opens it (and like the mobile menu's theme dialog).
    <PopoverContent align="end" className="w-80" aria-label="Theme colours">
      <Suspense fallback={<PanelFallback />}>
        <ThemeEditorPanel {...panel} />
      </Suspense>
    </PopoverContent>
  );
}
