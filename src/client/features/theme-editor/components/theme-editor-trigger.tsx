import type { ComponentProps } from "react";
import { PaletteIcon } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { Spinner } from "#client/components/ui/spinner.tsx";

/** The palette button that opens the theme editor. */
export function ThemeEditorTrigger(props: ComponentProps<typeof Button>) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Theme colours"
      title="Theme colours"
      data-testid="theme-editor-button"
      {...props}
    >
      <PaletteIcon aria-hidden="true" />
    </Button>
  );
}

export function PanelFallback() {
  return (
    <div role="status" className="flex h-64 items-center justify-center gap-2 text-sm text-muted-foreground">
      <Spinner /> Loading...
    </div>
  );
}
