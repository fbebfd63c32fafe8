import { useCallback, useSyncExternalStore } from "react";

const TICK_MS = 30_000;

/** The clock to the tick: the same value for every read within a tick, as useSyncExternalStore wants. */
const readClock = () => Math.floor(Date.now() / TICK_MS) * TICK_MS;

function subscribeToClock(onTick: () => void) {
  const timer = setInterval(onTick, TICK_MS);
  return () => clearInterval(timer);
}

/**
 * The time relative dates are measured from: `renderedAt` (when the data was fetched — the same on the
 * server and in the hydrating browser, so the text matches) until hydration, then the clock, every 30 s.
 */
export function useNow(renderedAt: number): number {
  const serverSnapshot = useCallback(() => renderedAt, [renderedAt]);
  return useSyncExternalStore(subscribeToClock, readClock, serverSnapshot);
}
