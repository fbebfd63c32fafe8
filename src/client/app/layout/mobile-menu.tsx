import { lazy, Suspense, useRef, useState } from "react";
import { MenuIcon } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { preloadOverlays } from "#client/components/ui/overlay.tsx";
import { Sheet, SheetTrigger } from "#client/components/ui/deferred-dialog.tsx";
import type { SessionUser } from "#client/features/auth/session/session-store.ts";
import type { MobileMenuActions } from "./mobile-menu-sheet.tsx";

const loadSheet = () => import("./mobile-menu-sheet.tsx");
const MobileMenuSheet = lazy(loadSheet);

/** Starts loading the menu's sheet and the overlays' machinery (hover, focus, a press, or an idle moment). */
export function preloadMobileMenu() {
  preloadOverlays();
  void loadSheet();
}

/**
 * The menu under 768 px (docs/product/screens.md): the header's links and actions, the light/dark toggle, the text size,
 * the theme editor and Inspire mode. Actions close the sheet before they run. The page renders the button; the
 * sheet's code loads when it is wanted.
 */
export function MobileMenu({
  user,
  className,
  ...actions
}: MobileMenuActions & { user: SessionUser | null; className?: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  // An action opens something of its own (a dialog, Inspire) once the sheet has finished closing: until then
  // the closing sheet still takes Escape and focus.
  const afterClose = useRef<(() => void) | null>(null);
  const closeThen = (action: () => void) => {
    afterClose.current = action;
    setOpen(false);
  };
  const runAfterClose = (event: Event) => {
    const action = afterClose.current;
    afterClose.current = null;
    if (!action) return;
    event.preventDefault(); // focus goes where the action puts it, not back to the menu button
    action();
  };

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild onPointerEnter={preloadMobileMenu} onFocus={preloadMobileMenu} onClick={preloadMobileMenu}>
        <Button
          variant="ghost"
          size="icon"
          className={className}
          aria-label="Open menu"
          data-testid="mobile-menu-button"
        >
          <MenuIcon aria-hidden="true" />
        </Button>
      </SheetTrigger>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuSheet
            {...actions}
            user={user}
            close={() => setOpen(false)}
            closeThen={closeThen}
            onCloseAutoFocus={runAfterClose}
          />
        </Suspense>
      )}
    </Sheet>
  );
}
