/**
 * Runs `action` at most once per `windowMs`: a call after a quiet window runs at once; calls within the window
 * are folded into one run at its end. Used where a burst of the same signal (a bulk narration finishing quote
 * after quote) would otherwise repeat costly work, such as dropping and rebuilding every cached list.
 */
export function coalesce(action: () => void, windowMs: number, now: () => number = Date.now): () => void {
  let lastRun = -Infinity;
  let pending: NodeJS.Timeout | undefined;
  const run = () => {
    pending = undefined;
    lastRun = now();
    action();
  };
  return () => {
    if (pending) return;
    const wait = lastRun + windowMs - now();
    if (wait <= 0) return run();
    pending = setTimeout(run, wait);
    pending.unref();
  };
}
