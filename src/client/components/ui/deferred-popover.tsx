import { createContext, use, type ComponentProps, type ReactNode } from "react";
import {
  OverlayTrigger,
  useOverlayLayers,
  useOverlayState,
  type OverlayLayers,
  type OverlayRootProps,
  type OverlayState,
} from "./overlay.tsx";

/**
 * popover.tsx's Popover, Trigger and Content for controls every page shows at start (the header's, the cards'):
 * the same markup, with the popover's machinery loaded when it is first wanted (overlay.tsx).
 */
const PopoverState = createContext<OverlayState | null>(null);

function usePopoverState(): OverlayState {
  const state = use(PopoverState);
  if (!state) throw new Error("A popover's trigger and content belong inside its <Popover>.");
  return state;
}

function Popover({ children, ...props }: OverlayRootProps & { children?: ReactNode }) {
  return <PopoverState value={useOverlayState(props, false)}>{children}</PopoverState>;
}

function PopoverTrigger(props: Omit<ComponentProps<typeof OverlayTrigger>, "state">) {
  return <OverlayTrigger data-slot="popover-trigger" {...props} state={usePopoverState()} />;
}

function PopoverContent(props: Omit<ComponentProps<OverlayLayers["PopoverLayer"]>, "state">) {
  const state = usePopoverState();
  const layers = useOverlayLayers(state.rendered);
  if (!layers || !state.rendered) return null;
  return <layers.PopoverLayer {...props} state={state} />;
}

export { Popover, PopoverContent, PopoverTrigger };
