import { useEffect, useSyncExternalStore } from "react";
import type { ToasterProps } from "sonner";
import { whenIdle } from "#client/lib/idle.ts";
import { loadedToasts, loadToasts, subscribeToasts } from "#client/lib/toast.ts";

/**
 * The layout's toasts. Their code (sonner) loads once the page is idle, or with the first toast if that comes
 * sooner. Until then the server's and the browser's page hold the same empty live region that sonner's Toaster
 * renders, so that the toasts are announced from the first one.
 */
export function Toasts(props: ToasterProps) {
  const module = useSyncExternalStore(subscribeToasts, loadedToasts, () => undefined);
  useEffect(() => whenIdle(() => void loadToasts(), 5000), []);
  if (!module) {
    return (
      <section
        aria-label="Notifications alt+T"
        tabIndex={-1}
        aria-live="polite"
        aria-relevant="additions text"
        aria-atomic="false"
        data-react-aria-top-layer
      />
    );
  }
  return <module.Toaster {...props} />;
}
