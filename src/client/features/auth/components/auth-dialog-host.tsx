import { startTransition, Suspense, useEffect, useState } from "react";
import { preloadable } from "#client/lib/preloadable.tsx";
import { OPEN_AUTH_MODAL_EVENT, type AuthModalMode } from "../open-auth-modal.ts";
import { useAuth } from "../session/auth-provider.tsx";
import type { AuthDialogMode } from "./auth-dialog.tsx";

const { Component: AuthDialog, preload } = preloadable(() => import("./auth-dialog.tsx"));

/** Starts loading the dialog's code (forms, validation) before it is needed, e.g. on hover of Sign In. */
export function preloadAuthDialog() {
  void preload();
}

function isMode(value: unknown): value is AuthModalMode {
  return value === "login" || value === "register" || value === "reset";
}

/**
 * Mounted once in the layout: opens the auth dialog on the openAuthModal window event (detail login or
 * register). The dialog's code loads on first use.
 */
export function AuthDialogHost() {
  const { user } = useAuth();
  const [loaded, setLoaded] = useState(false);
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<AuthDialogMode>("login");
  const [resetOpen, setResetOpen] = useState(false);
  const signedIn = user !== null;

  useEffect(() => {
    const onOpen = (event: Event) => {
      if (signedIn) return;
      const detail = (event as CustomEvent<unknown>).detail;
      const requested = isMode(detail) ? detail : "login";
      // In a transition: the click that asked paints at once, and the dialog follows without blocking the page.
      startTransition(() => {
        setLoaded(true);
        setMode(requested === "register" ? "register" : "login");
        setOpen(true);
        setResetOpen(requested === "reset");
      });
    };
    window.addEventListener(OPEN_AUTH_MODAL_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_AUTH_MODAL_EVENT, onOpen);
  }, [signedIn]);

  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog
        open={open && !signedIn}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setResetOpen(false);
        }}
        mode={mode}
        onModeChange={setMode}
        resetOpen={resetOpen && !signedIn}
        onResetOpenChange={setResetOpen}
      />
    </Suspense>
  );
}
