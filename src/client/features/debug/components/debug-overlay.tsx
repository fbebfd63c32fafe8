import { lazy, Suspense, useEffect } from "react";
import { applyDebugQuery, isDebugMode, isDebugShortcut, setDebugMode, useDebugMode } from "../debug-mode.ts";

// Shown to admins and in debug mode, never by the server: the badges load when wanted.
const DebugBadges = lazy(() => import("./debug-badges.tsx"));

/**
 * The Debug and Admin badges (docs/product/inspire.md): overlays in the bottom-left corner. Also where debug mode is switched:
 * the URL's `debugmode` and Ctrl+Shift+D (which keeps it on this device until pressed again).
 */
export function DebugOverlay({ debugQuery, isAdmin }: { debugQuery?: string; isAdmin: boolean }) {
  const debug = useDebugMode();

  useEffect(() => applyDebugQuery(debugQuery), [debugQuery]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isDebugShortcut(event)) return;
      event.preventDefault();
      setDebugMode(!isDebugMode(), { persist: true });
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  if (!debug && !isAdmin) return null;
  return (
    <Suspense fallback={null}>
      <DebugBadges debug={debug} isAdmin={isAdmin} />
    </Suspense>
  );
}
