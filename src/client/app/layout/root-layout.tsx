import { Outlet } from "@tanstack/react-router";
import { TOAST_DURATION_MS, TOAST_LIMIT } from "#contracts/constants.ts";
import { Toasts } from "#client/components/ui/toasts.tsx";
import { AuthDialogHost } from "#client/features/auth/components/auth-dialog-host.tsx";
import { useSessionUser } from "#client/features/auth/session/auth-provider.tsx";
import { useIdlePreloads } from "../idle-preloads.ts";
import { InspireHost } from "../inspire/inspire-host.tsx";
import { QuoteEditorRoot } from "../quote-editor-root.tsx";
import { useTheme } from "../theme/theme-provider.tsx";
import { ConsentAndAnalytics } from "./consent-and-analytics.tsx";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";
import { PageOverlays } from "./page-overlays.tsx";
import { ScrollToTop } from "./scroll-to-top.tsx";
import { SkipLink } from "./skip-link.tsx";

/** The toasts in the page's theme: the only part of the layout that re-renders when the theme changes. */
function ThemedToaster() {
  const { resolvedTheme } = useTheme();
  return <Toasts theme={resolvedTheme} visibleToasts={TOAST_LIMIT} duration={TOAST_DURATION_MS} closeButton />;
}

/** Header, page, footer and the app-wide widgets. */
export function RootLayout() {
  useIdlePreloads(useSessionUser() !== null);
  return (
    <QuoteEditorRoot>
      <div className="flex min-h-dvh flex-col">
        <SkipLink />
        <ConsentAndAnalytics />
        <Header />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <Outlet />
        </main>
        <Footer />
      </div>
      <ScrollToTop />
      <InspireHost />
      <PageOverlays />
      <AuthDialogHost />
      <ThemedToaster />
    </QuoteEditorRoot>
  );
}
