/**
 * Offline support starts when this module loads (docs/product/offline.md): app/idle-preloads.ts imports it once the
 * page is interactive and idle, so that the service worker's registration adds nothing to what a page loads before
 * then. Built pages only: the dev server serves no worker.
 */
import { registerServiceWorker } from "./register-service-worker.ts";

if (import.meta.env.PROD && "serviceWorker" in navigator) {
  registerServiceWorker().catch(() => {
    // No worker (a private window, storage refused): the site works online as before.
  });
}
