import { lazy, Suspense } from "react";
import { ClientOnly } from "#client/lib/client-only.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#client/components/ui/deferred-dialog.tsx";
import type { ThemeEditorPanelProps } from "./theme-editor-panel.tsx";
import { PanelFallback, ThemeEditorTrigger } from "./theme-editor-trigger.tsx";

// The popover machinery and the panel load after the first paint; the button looks the same meanwhile.
const ThemeEditorPopover = lazy(() => import("./theme-editor-popover.tsx"));
const ThemeEditorPanel = lazy(() => import("./theme-editor-panel.tsx"));

/** The header's palette button with the theme editor in a popover. */
export function ThemeEditorButton({ className, ...panel }: ThemeEditorPanelProps & { className?: string }) {
  return (
    <ClientOnly fallback={<ThemeEditorTrigger className={className} aria-disabled="true" />}>
      <ThemeEditorPopover className={className} {...panel} />
    </ClientOnly>
  );
}

/** The theme editor in a dialog, for the mobile menu. */
export function ThemeEditorDialog({
  open,
  onOpenChange,
  ...panel
}: ThemeEditorPanelProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-sm">
        <DialogTitle className="sr-only">Theme colours</DialogTitle>
        <DialogDescription className="sr-only">Pick the colour of buttons, links and highlights.</DialogDescription>
        <Suspense fallback={<PanelFallback />}>
          <ThemeEditorPanel {...panel} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
