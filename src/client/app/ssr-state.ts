import type { DehydratedState } from "@tanstack/react-query";
import { SSR_STATE_ELEMENT_ID } from "#contracts/page-render.ts";
import type { DisplayMode } from "#client/features/quotes/home-search.ts";

export interface SsrState {
  /** TanStack Query's cache as the server left it: hydration starts from it and asks nothing again. */
  queries: DehydratedState;
  publicUrl: string;
  storedDisplay?: DisplayMode;
}

/** JSON for a `<script type="application/json">`: no `<` can close the element early. */
export function serializeSsrState(state: SsrState): string {
  return JSON.stringify(state).replace(/</g, "\\u003c");
}

/** The state the server rendered the page with, or null on a page it did not render (the dev server's). */
export function readSsrState(): SsrState | null {
  const element = document.getElementById(SSR_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SsrState;
  } catch {
    return null;
  }
}
