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
 * dialog.tsx's and sheet.tsx's parts for dialogs that pages hold from the start (the footer's, the mobile menu):
 * the same markup, with the dialog's machinery loaded when it is first wanted (overlay.tsx). The parts inside the
 * content (title, description, close) render once it has loaded.
 */
const DialogState = createContext<OverlayState | null>(null);

function useDialogState(): OverlayState {
  const state = use(DialogState);
  if (!state) throw new Error("A dialog's trigger and content belong inside its <Dialog>.");
  return state;
}

function Dialog({ children, ...props }: OverlayRootProps & { children?: ReactNode }) {
  return <DialogState value={useOverlayState(props, true)}>{children}</DialogState>;
}

function DialogTrigger(props: Omit<ComponentProps<typeof OverlayTrigger>, "state">) {
  return <OverlayTrigger data-slot="dialog-trigger" {...props} state={useDialogState()} />;
}

function DialogContent(props: Omit<ComponentProps<OverlayLayers["DialogLayer"]>, "state">) {
  const state = useDialogState();
  const layers = useOverlayLayers(state.rendered);
  if (!layers || !state.rendered) return null;
  return <layers.DialogLayer {...props} state={state} />;
}

/** A part rendered inside a deferred overlay's content, where its code has loaded. */
function part<K extends keyof OverlayLayers>(name: K) {
  type Props = ComponentProps<OverlayLayers[K]>;
  function Part(props: Props) {
    const layers = useOverlayLayers(true);
    if (!layers) return null;
    const Component = layers[name] as (props: Props) => ReactNode;
    return <Component {...props} />;
  }
  Part.displayName = name;
  return Part;
}

const DialogHeader = part("DialogHeader");
const DialogFooter = part("DialogFooter");
const DialogTitle = part("DialogTitle");
const DialogDescription = part("DialogDescription");
const DialogClose = part("DialogClose");

const Sheet = Dialog;

function SheetTrigger(props: Omit<ComponentProps<typeof OverlayTrigger>, "state">) {
  return <OverlayTrigger data-slot="sheet-trigger" {...props} state={useDialogState()} />;
}

function SheetContent(props: Omit<ComponentProps<OverlayLayers["SheetLayer"]>, "state">) {
  const state = useDialogState();
  const layers = useOverlayLayers(state.rendered);
  if (!layers || !state.rendered) return null;
  return <layers.SheetLayer {...props} state={state} />;
}

const SheetHeader = part("SheetHeader");
const SheetTitle = part("SheetTitle");
const SheetDescription = part("SheetDescription");
const SheetClose = part("SheetClose");

export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
};
