import { SERVICE_WORKER_PATH, SW_VERSION_MESSAGE, SW_VERSION_STORAGE_KEY, UPDATED_NOTICE } from "#contracts/offline.ts";
import { toast } from "#client/lib/toast.ts";
import { updateNoticeFor } from "./update-notice.ts";

const VERSION_TIMEOUT_MS = 3000;

/** The version of the worker serving this page (sw.ts answers SW_VERSION_MESSAGE), or undefined without an answer. */
export function askVersion(worker: ServiceWorker, timeoutMs = VERSION_TIMEOUT_MS): Promise<string | undefined> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(undefined), timeoutMs);
    channel.port1.onmessage = (event: MessageEvent<{ version?: unknown }>) => {
      clearTimeout(timer);
      resolve(typeof event.data?.version === "string" ? event.data.version : undefined);
    };
    worker.postMessage({ type: SW_VERSION_MESSAGE }, [channel.port2]);
  });
}

function readRemembered(storage: Storage): string | null {
  try {
    return storage.getItem(SW_VERSION_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Registers the service worker (once the page is interactive and idle: app/idle-preloads.ts loads this module then).
 * A new worker waits for the next visit; on that visit the reader is told, politely, that Echoes was updated.
 */
export async function registerServiceWorker(
  container: ServiceWorkerContainer = navigator.serviceWorker,
  storage: Storage = window.localStorage,
): Promise<void> {
  await container.register(SERVICE_WORKER_PATH, { scope: "/", updateViaCache: "none" });
  // A page no worker served (the first visit) has nothing to compare: the worker installs for the next one.
  const serving = container.controller;
  if (!serving) return;
  const decision = updateNoticeFor(readRemembered(storage), await askVersion(serving));
  if (decision.remember === undefined) return;
  try {
    storage.setItem(SW_VERSION_STORAGE_KEY, decision.remember);
  } catch {
    // Without storage every visit looks like the first: never a notice.
    return;
  }
  if (decision.notify) toast.success(UPDATED_NOTICE.title, { description: UPDATED_NOTICE.description });
}
