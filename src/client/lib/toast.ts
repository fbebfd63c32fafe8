import type { ReactNode } from "react";
import type { ExternalToast } from "sonner";

/** The toasts' code: sonner and the app's Toaster (components/ui/sonner.tsx), loaded on first use. */
export type ToastModule = typeof import("#client/components/ui/sonner.tsx");

let loaded: ToastModule | undefined;
let loading: Promise<ToastModule> | undefined;
const listeners = new Set<() => void>();

/**
 * Loads the toasts' code once (a toast, or the layout once the page is idle, asks for it). Nothing is toasted at
 * first paint, so it is not part of the page's start.
 */
export function loadToasts(): Promise<ToastModule> {
  loading ??= import("#client/components/ui/sonner.tsx").then((module) => {
    loaded = module;
    for (const listener of listeners) listener();
    return module;
  });
  return loading;
}

/** The toasts' code once loaded, for the layout's Toaster (`useSyncExternalStore`). */
export const loadedToasts = () => loaded;
export function subscribeToasts(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type Kind = "success" | "error" | "warning";

/**
 * Shows a toast at once when the code is there; otherwise once it has loaded, in the order asked. sonner's store
 * keeps a toast made before its Toaster mounts, and the Toaster shows it when it does.
 */
function show(kind: Kind, message: ReactNode, data?: ExternalToast) {
  if (loaded) loaded.toast[kind](message, data);
  else void loadToasts().then((module) => module.toast[kind](message, data));
}

/** sonner's `toast` for the kinds the app shows, without loading sonner until the first one. */
export const toast = {
  success: (message: ReactNode, data?: ExternalToast) => show("success", message, data),
  error: (message: ReactNode, data?: ExternalToast) => show("error", message, data),
  warning: (message: ReactNode, data?: ExternalToast) => show("warning", message, data),
};
