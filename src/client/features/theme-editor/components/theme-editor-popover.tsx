import { lazy, Suspense } from "react";
import { Popover, PopoverContent, PopoverTrigger } from "#client/components/ui/deferred-popover.tsx";
import { PanelFallback, ThemeEditorTrigger } from "./theme-editor-trigger.tsx";
import type { ThemeEditorPanelProps } from "./theme-editor-panel.tsx";

export const loadThemeEditorPanel = () => import("./theme-editor-panel.tsx");
const ThemeEditorPanel = lazy(loadThemeEditorPanel);

/** The theme editor in a popover under the header's palette button. */
export default function ThemeEditorPopover({ className, ...panel }: ThemeEditorPanelProps & { className?: string }) {
  return (
    <Popover>
      <PopoverTrigger asChild>
        <ThemeEditorTrigger className={className} onPointerEnter={() => void loadThemeEditorPanel()} />
      </PopoverTrigger>
      {/* Named like the button that opens it (and like the mobile menu's theme dialog). */}
      <PopoverContent align="end" className="w-80" aria-label="Theme colours">
        <Suspense fallback={<PanelFallback />}>
          <ThemeEditorPanel {...panel} />
        </Suspense>
      </PopoverContent>
    </Popover>
  );
}
