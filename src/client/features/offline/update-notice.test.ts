import { afterEach, describe, expect, it, vi } from "vitest";
import { SW_VERSION_MESSAGE, SW_VERSION_STORAGE_KEY, UPDATED_NOTICE } from "#contracts/offline.ts";
import { toast } from "#client/lib/toast.ts";
import { registerServiceWorker } from "./register-service-worker.ts";
import { updateNoticeFor } from "./update-notice.ts";

describe("updateNoticeFor", () => {
  it("records the first version a device runs, without a notice", () => {
    expect(updateNoticeFor(null, "v1")).toEqual({ notify: false, remember: "v1" });
  });

  it("says nothing while the version is the one remembered", () => {
    expect(updateNoticeFor("v1", "v1")).toEqual({ notify: false, remember: undefined });
  });

  it("announces a new version once, and remembers it", () => {
    expect(updateNoticeFor("v1", "v2")).toEqual({ notify: true, remember: "v2" });
  });

  it("does nothing when the worker did not say its version", () => {
    expect(updateNoticeFor("v1", undefined)).toEqual({ notify: false, remember: undefined });
  });
});

/** A page's service worker container whose controller (if any) answers the version question as sw.ts does. */
function container(version: string | null) {
  const register = vi.fn(async () => ({}) as ServiceWorkerRegistration);
  const controller =
    version === null
      ? null
      : ({
          postMessage: (message: { type: string }, ports: MessagePort[]) => {
            if (message.type === SW_VERSION_MESSAGE) ports[0]?.postMessage({ version });
          },
        } as unknown as ServiceWorker);
  return { workers: { register, controller } as unknown as ServiceWorkerContainer, register };
}

describe("registerServiceWorker", () => {
  afterEach(() => {
    localStorage.clear();
  });

  it("registers /sw.js for the whole site, bypassing the HTTP cache for the worker's updates", async () => {
    const { workers, register } = container(null);
    await registerServiceWorker(workers, localStorage);
    expect(register).toHaveBeenCalledWith("/sw.js", { scope: "/", updateViaCache: "none" });
    expect(localStorage.getItem(SW_VERSION_STORAGE_KEY)).toBeNull();
  });

  it("shows the updated notice on the first visit a new worker serves, and only then", async () => {
    const notice = vi.spyOn(toast, "success").mockImplementation(() => {});
    await registerServiceWorker(container("v1").workers, localStorage);
    expect(notice).not.toHaveBeenCalled();
    expect(localStorage.getItem(SW_VERSION_STORAGE_KEY)).toBe("v1");

    await registerServiceWorker(container("v2").workers, localStorage);
    expect(notice).toHaveBeenCalledTimes(1);
    expect(notice).toHaveBeenCalledWith(UPDATED_NOTICE.title, { description: UPDATED_NOTICE.description });

    await registerServiceWorker(container("v2").workers, localStorage);
    expect(notice).toHaveBeenCalledTimes(1);
    notice.mockRestore();
  });
});
