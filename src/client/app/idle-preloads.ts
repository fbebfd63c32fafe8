import { useEffect } from "react";
import { preloadOverlays } from "#client/components/ui/overlay.tsx";
import { preloadAuthDialog } from "#client/features/auth/components/auth-dialog-host.tsx";
import { preloadEngagementActions } from "#client/features/engagement/api/toggle-bookmark.ts";
import { preloadQuoteEditor } from "#client/features/quote-editor/components/quote-editor-provider.tsx";
import { preloadShareDialog } from "#client/features/share/load-share-dialog.ts";
import { whenIdle } from "#client/lib/idle.ts";
import { hasHeldInput } from "./early-input.ts";
import { preloadMobileMenu } from "./layout/mobile-menu.tsx";

/** The service worker's registration, loaded and run on its own (features/offline/start-offline.ts). */
const startOffline = () => void import("#client/features/offline/start-offline.ts");

/**
 * Once the page has started, its idle moments load the code of what a visitor is likely to open next, one piece
 * each: the overlays' machinery (menus, popovers, dialogs), the mobile menu's sheet (on a narrow screen), the
 * sign-in dialog (not once signed in) or what the bookmark and reaction buttons do (once signed in), the quote
 * editor and the share dialog; last, the service worker's registration (features/offline). None of it is part of
 * the page's start, and opening them then never waits on the network.
 * A visitor who clicked before the app had started (early-input.ts) is likely opening one of them now: then they
 * load at once.
 */
export function useIdlePreloads(signedIn: boolean) {
  useEffect(() => {
    const menu = window.matchMedia("(max-width: 767px)").matches ? [preloadMobileMenu] : [];
    const steps = signedIn
      ? [preloadOverlays, ...menu, preloadEngagementActions, preloadQuoteEditor, preloadShareDialog, startOffline]
      : [preloadOverlays, ...menu, preloadAuthDialog, preloadQuoteEditor, preloadShareDialog, startOffline];
    if (hasHeldInput()) {
      for (const step of steps) step();
      return;
    }
    let cancel = () => {};
    const next = (index: number) => {
      const step = steps[index];
      if (step) {
        cancel = whenIdle(() => {
          step();
          next(index + 1);
        }, 4000);
      }
    };
    next(0);
    return () => cancel();
  }, [signedIn]);
}
