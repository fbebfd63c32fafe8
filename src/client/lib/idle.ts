/**
 * Runs `task` once the browser is idle (at most `timeout` ms from now), for work a page may want soon but does
 * not need to show itself: loading the code of a dialog or of the toasts. Returns a cancel function.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window === "undefined") return () => {};
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, Math.min(timeout, 500));
  return () => window.clearTimeout(handle);
}
