import { lazy, Suspense, useState } from "react";
import { preloadOverlays } from "#client/components/ui/overlay.tsx";
import { Dialog, DialogTrigger } from "#client/components/ui/deferred-dialog.tsx";
import type { FooterDialogName } from "./footer-dialog-content.tsx";

export const footerLinkClass =
  "rounded-sm text-sm text-muted-foreground underline-offset-4 transition-colors outline-none hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50";

const loadContent = () => import("./footer-dialog-content.tsx");
const FooterDialogContent = lazy(loadContent);

/** Starts loading the footer dialogs' text and the dialogs' machinery (hover, focus or a press of a trigger). */
function preloadFooterDialogs() {
  preloadOverlays();
  void loadContent();
}

/**
 * A footer button that opens a short version of a page, with a link to the full page. The page renders the button;
 * the dialog's text loads with the dialog's machinery, when it is wanted.
 */
function FooterDialog({ name, trigger }: { name: FooterDialogName; trigger: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger
        className={footerLinkClass}
        onPointerEnter={preloadFooterDialogs}
        onFocus={preloadFooterDialogs}
        onClick={preloadFooterDialogs}
      >
        {trigger}
      </DialogTrigger>
      {wanted && (
        <Suspense fallback={null}>
          <FooterDialogContent name={name} />
        </Suspense>
      )}
    </Dialog>
  );
}

export function AboutDialog() {
  return <FooterDialog name="about" trigger="About Us" />;
}

export function PrivacyDialog() {
  return <FooterDialog name="privacy" trigger="Privacy Policy" />;
}

export function TermsDialog() {
  return <FooterDialog name="terms" trigger="Terms of Service" />;
}
