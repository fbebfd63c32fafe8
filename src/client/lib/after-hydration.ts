import { SSR_STATE_ELEMENT_ID } from "#contracts/page-render.ts";

/**
 * Resolves once the app has taken over the page the server rendered (`<html data-hydrated>`), and at once anywhere
 * else (on the server, on pages the app renders itself): for the code of a part the server renders whose HTML
 * works without it (its links are links), kept out of what the page loads before it is interactive.
 */
export function afterHydration(): Promise<void> {
  if (typeof document === "undefined") return Promise.resolve();
  const root = document.documentElement;
  if (root.hasAttribute("data-hydrated") || !document.getElementById(SSR_STATE_ELEMENT_ID)) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!root.hasAttribute("data-hydrated")) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });
  });
}
