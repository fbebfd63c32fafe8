import { useMemo } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { BookmarkToggle } from "../engagement-actions.ts";

// What a click does loads with the first click, or when a signed-in page is idle (app/idle-preloads.ts).
const loadActions = () => import("../engagement-actions.ts");

/** Starts loading what the bookmark and reaction buttons do. */
export function preloadEngagementActions() {
  void loadActions();
}

export type { BookmarkToggle };

/**
 * Bookmarks or un-bookmarks (the opposite of `was`), optimistically: every cached copy of the quote changes at
 * once and goes back if the call fails (docs/product/engagement.md), with the spec's toasts (engagement-actions.ts).
 */
export function useToggleBookmark(): { mutate: (toggle: BookmarkToggle) => void } {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      mutate: (toggle) => void loadActions().then(({ toggleBookmark }) => toggleBookmark(queryClient, toggle)),
    }),
    [queryClient],
  );
}
