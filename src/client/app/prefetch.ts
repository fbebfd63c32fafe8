/**
 * A route's data, started by its loader. On the server the render waits for it, so the HTML carries the
 * data and the browser's cache starts with it; in the browser the page shows its own loading state
 * instead of holding the previous page, so the loader only starts the request (a hover prefetches it).
 * Failures are left to the page, which shows its error state and a retry.
 */
export function prefetch(load: () => Promise<unknown>): Promise<void> | undefined {
  const loading = load().then(
    () => undefined,
    () => undefined,
  );
  return typeof window === "undefined" ? loading : undefined;
}
