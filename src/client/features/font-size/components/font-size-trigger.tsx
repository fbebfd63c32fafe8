import type { ComponentProps } from "react";
import { TypeIcon } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";

/** The header's text-size button. */
export function FontSizeTrigger(props: ComponentProps<typeof Button>) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Text size"
      title="Text size"
      data-testid="font-size-button"
      {...props}
    >
      <TypeIcon aria-hidden="true" />
    </Button>
  );
}
