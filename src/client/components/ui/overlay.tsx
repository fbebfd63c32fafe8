import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type Ref,
} from "react";
import type { OverlayState } from "./overlay-state.ts";
import { Slot } from "./slot.tsx";

/**
 * Popovers, dialogs and sheets whose machinery (Radix's focus trap, dismissable layer, floating-ui, scroll lock)
 * loads when it is first needed instead of with the page.
 *
 * The trigger is the app's own button, rendered by the server and the browser alike with the attributes Radix's
 * trigger has (`aria-haspopup`, `aria-expanded`, `data-state`, and `aria-controls` while open). Pointing at it or focusing it
 * starts loading the machinery (`overlay-layers.tsx`), and so does an idle moment after the page has started. A
 * press before the code has arrived is kept: the overlay opens once it has.
 */
export type OverlayLayers = typeof import("./overlay-layers.tsx");

let layers: OverlayLayers | undefined;
let loading: Promise<OverlayLayers> | undefined;
const listeners = new Set<() => void>();

export function loadOverlayLayers(): Promise<OverlayLayers> {
  loading ??= import("./overlay-layers.tsx").then((module) => {
    layers = module;
    for (const listener of listeners) listener();
    return module;
  });
  return loading;
}

/** Starts loading the overlays' code (on hover or focus of a control that opens one, or when the page is idle). */
export function preloadOverlays() {
  void loadOverlayLayers();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The overlays' code once loaded; `load` asks for it. */
export function useOverlayLayers(load: boolean): OverlayLayers | undefined {
  const loaded = useSyncExternalStore(
    subscribe,
    () => layers,
    () => undefined,
  );
  useEffect(() => {
    if (load) preloadOverlays();
  }, [load]);
  return loaded;
}

export type { OverlayState };

export interface OverlayRootProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  modal?: boolean;
}

/** Open or closed, controlled by the caller (`open`, `onOpenChange`) or not, as Radix's roots. */
export function useOverlayState(
  { open: openProp, defaultOpen, onOpenChange, modal }: OverlayRootProps,
  modalByDefault: boolean,
): OverlayState {
  const [uncontrolled, setUncontrolled] = useState(defaultOpen ?? false);
  const controlled = openProp !== undefined;
  const open = controlled ? openProp : uncontrolled;
  const [rendered, setRendered] = useState(open);
  if (open && !rendered) setRendered(true);
  const contentId = `radix-${useId()}`;
  const triggerRef = useRef<HTMLElement | null>(null);
  const setOpen = useCallback(
    (next: boolean) => {
      if (!controlled) setUncontrolled(next);
      if (next !== open) onOpenChange?.(next);
    },
    [controlled, open, onOpenChange],
  );
  return { open, setOpen, rendered: rendered || open, modal: modal ?? modalByDefault, contentId, triggerRef };
}

/** Calls `theirs`, then `ours` unless `theirs` prevented it (as Radix composes its handlers). */
export function composeHandlers<E extends { defaultPrevented: boolean }>(
  theirs: ((event: E) => void) | undefined,
  ours: (event: E) => void,
) {
  return (event: E) => {
    theirs?.(event);
    if (!event.defaultPrevented) ours(event);
  };
}

function setRef<T>(ref: Ref<T> | undefined, value: T) {
  if (typeof ref === "function") ref(value);
  else if (ref) ref.current = value;
}

type TriggerProps = ComponentProps<"button"> & { asChild?: boolean; state: OverlayState };

/** The button that opens a deferred overlay: Radix's trigger, without Radix. */
export function OverlayTrigger({ asChild, state, ref, onClick, onPointerEnter, onFocus, ...props }: TriggerProps) {
  const Comp = asChild ? Slot : "button";
  const { triggerRef } = state;
  const composedRef = useCallback(
    (node: HTMLButtonElement | null) => {
      triggerRef.current = node;
      setRef(ref, node);
    },
    [triggerRef, ref],
  );
  return (
    <Comp
      type="button"
      aria-haspopup="dialog"
      aria-expanded={state.open}
      aria-controls={state.open ? state.contentId : undefined}
      data-state={state.open ? "open" : "closed"}
      {...props}
      ref={composedRef}
      onClick={composeHandlers(onClick, () => state.setOpen(!state.open))}
      onPointerEnter={composeHandlers(onPointerEnter, preloadOverlays)}
      onFocus={composeHandlers(onFocus, preloadOverlays)}
    />
  );
}
