import { Suspense, type ReactNode } from "react";
import { useHydrated } from "./use-stored-value.ts";

/**
 * Lazily loaded UI that the server and the hydrating browser show as `fallback` (which should look the
 * same); the real thing loads once the page is the browser's own.
 */
export function ClientOnly({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const hydrated = useHydrated();
  return hydrated ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
