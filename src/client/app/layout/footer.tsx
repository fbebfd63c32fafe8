import { Link } from "@tanstack/react-router";
import { buildInfo } from "#client/lib/build-info.ts";
import { PrivacySettingsButton } from "#client/features/consent/components/privacy-settings-button.tsx";
import { AboutDialog, footerLinkClass, PrivacyDialog, TermsDialog } from "./footer-dialogs.tsx";
import { Wordmark } from "./logo.tsx";

/** The site's footer. It ends with room for the controls floating in the bottom corners (Inspire, back to top, the
 * Admin and Debug badges), so that at the very bottom of a page they cover none of its lines. */
export function Footer() {
  return (
    <footer className="mt-16 border-t bg-muted/40">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 pt-8 pb-36 sm:px-6">
        <div className="flex flex-col gap-6 md:flex-row md:items-start md:justify-between">
          <div className="max-w-sm space-y-2">
            <Wordmark />
            <p className="text-sm text-muted-foreground">Discover, read and share quotes worth remembering.</p>
          </div>
          <nav aria-label="Footer" className="flex flex-wrap gap-x-6 gap-y-3">
            <AboutDialog />
            <PrivacyDialog />
            <TermsDialog />
            <PrivacySettingsButton className={footerLinkClass} />
          </nav>
        </div>
        <div className="flex flex-col gap-2 border-t pt-6 text-xs text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
          <p>
            <Link
              to="/about"
              hash="credits"
              className="rounded-sm underline underline-offset-4 outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              Quotes from QuoteSlate
            </Link>{" "}
            (MIT licence)
          </p>
          <p className="flex flex-wrap gap-x-3 gap-y-1 font-mono" data-testid="build-info">
            <span title="Version">v{buildInfo.version}</span>
            <span aria-hidden="true">·</span>
            <span title="Commit">
              <span className="sr-only">Commit </span>
              {buildInfo.commit}
            </span>
            <span aria-hidden="true">·</span>
            <span title="Build date">
              <span className="sr-only">Built on </span>
              <time dateTime={buildInfo.date}>{buildInfo.date}</time>
            </span>
          </p>
        </div>
      </div>
    </footer>
  );
}
