import type { ComponentType } from "react";
import { afterHydration } from "./after-hydration.ts";
import { preloadable } from "./preloadable.tsx";

/**
 * A part of a page the server renders whose HTML works without its code (text, and links that are links): the server
 * renders it with the page, and in the browser its code loads once the app has taken the page over, not before —
 * shown or not, so that the next page showing it has it at once. Render it in a Suspense boundary (fallback null)
 * with the same element while its props are: until its code arrives, the boundary keeps the server's HTML.
 */
export function hydratedLater<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const part = preloadable<P>(() => afterHydration().then(load), { server: true });
  // A failed download is tried again when the part is shown.
  if (typeof window !== "undefined") part.preload().catch(() => {});
  return part.Component;
}
