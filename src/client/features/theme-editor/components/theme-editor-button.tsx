import { lazy, Suspense, useState } from "react";
import { preloadOverlays } from "#client/components/ui/overlay.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#client/components/ui/deferred-dialog.tsx";
import { Popover, PopoverTrigger } from "#client/components/ui/deferred-popover.tsx";
import type { ThemeEditorPanelProps } from "./theme-editor-panel.tsx";
import { PanelFallback, ThemeEditorTrigger } from "./theme-editor-trigger.tsx";

const loadPopoverContent = () => import("./theme-editor-popover.tsx");
const ThemeEditorPopoverContent = lazy(loadPopoverContent);
const loadPanel = () => import("./theme-editor-panel.tsx");
const ThemeEditorPanel = lazy(loadPanel);

/** Starts loading the editor, its popover and the popover's machinery (hover, focus or a press of the button). */
function preload() {
  preloadOverlays();
  void loadPopoverContent();
  void loadPanel();
}

/**
 * The header's palette button with the theme editor in a popover. The page renders the button; the editor's code
 * loads when it is wanted, and a press before it has arrived opens the popover once it has.
 */
export function ThemeEditorButton({ className, ...panel }: ThemeEditorPanelProps & { className?: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild onPointerEnter={preload} onFocus={preload} onClick={preload}>
        <ThemeEditorTrigger className={className} />
      </PopoverTrigger>
      {wanted && (
        <Suspense fallback={null}>
          <ThemeEditorPopoverContent {...panel} />
        </Suspense>
      )}
    </Popover>
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
