import { useRef, type ComponentProps } from "react";
import { Popover as PopoverPrimitive } from "radix-ui";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "./dialog.tsx";
import type { OverlayState } from "./overlay-state.ts";
import { PopoverContent } from "./popover.tsx";
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "./sheet.tsx";

/**
 * The machinery of the deferred overlays (overlay.tsx): Radix's popover, dialog and sheet around the app's own
 * trigger. Loaded when an overlay is first wanted, never with the page.
 */
export {
  DialogClose,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  SheetClose,
  SheetDescription,
  SheetHeader,
  SheetTitle,
};

interface OutsideEvent {
  target: EventTarget | null;
  defaultPrevented: boolean;
  preventDefault: () => void;
}

/**
 * What Radix does for its own trigger: a press on the trigger toggles the overlay by itself (closing it here as
 * well would open it again), and focus goes back to the trigger when the overlay closes, unless a non-modal one
 * was closed by a press elsewhere.
 */
function useTriggerFocus<I extends OutsideEvent>(
  state: OverlayState,
  handlers: { onInteractOutside?: (event: I) => void; onCloseAutoFocus?: (event: Event) => void },
) {
  const interactedOutside = useRef(false);
  return {
    onInteractOutside: (event: I) => {
      handlers.onInteractOutside?.(event);
      if (event.target instanceof Node && state.triggerRef.current?.contains(event.target)) event.preventDefault();
      else if (!event.defaultPrevented) interactedOutside.current = true;
    },
    onCloseAutoFocus: (event: Event) => {
      handlers.onCloseAutoFocus?.(event);
      if (!event.defaultPrevented) {
        if (state.modal || !interactedOutside.current) state.triggerRef.current?.focus();
        event.preventDefault();
      }
      interactedOutside.current = false;
    },
  };
}

type Layer<Props> = Props & { state: OverlayState };

export function PopoverLayer({
  state,
  onInteractOutside,
  onCloseAutoFocus,
  ...props
}: Layer<ComponentProps<typeof PopoverContent>>) {
  const focus = useTriggerFocus(state, { onInteractOutside, onCloseAutoFocus });
  return (
    <PopoverPrimitive.Root open={state.open} onOpenChange={state.setOpen} modal={state.modal}>
      <PopoverPrimitive.Anchor virtualRef={state.triggerRef} />
      <PopoverContent id={state.contentId} {...props} {...focus} />
    </PopoverPrimitive.Root>
  );
}

export function DialogLayer({
  state,
  onInteractOutside,
  onCloseAutoFocus,
  ...props
}: Layer<ComponentProps<typeof DialogContent>>) {
  const focus = useTriggerFocus(state, { onInteractOutside, onCloseAutoFocus });
  return (
    <Dialog open={state.open} onOpenChange={state.setOpen} modal={state.modal}>
      <DialogContent id={state.contentId} {...props} {...focus} />
    </Dialog>
  );
}

export function SheetLayer({
  state,
  onInteractOutside,
  onCloseAutoFocus,
  ...props
}: Layer<ComponentProps<typeof SheetContent>>) {
  const focus = useTriggerFocus(state, { onInteractOutside, onCloseAutoFocus });
  return (
    <Sheet open={state.open} onOpenChange={state.setOpen} modal={state.modal}>
      <SheetContent id={state.contentId} {...props} {...focus} />
    </Sheet>
  );
}
