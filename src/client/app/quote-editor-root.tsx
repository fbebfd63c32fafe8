import { lazy, useCallback, useMemo, type ReactNode } from "react";
import { useNavigate, useRouter } from "@tanstack/react-router";
import { openAuthModal } from "#client/features/auth/open-auth-modal.ts";
import { useSessionUser } from "#client/features/auth/session/auth-provider.tsx";
import { QuoteEditorProvider } from "#client/features/quote-editor/components/quote-editor-provider.tsx";
import type { AudioPanelProps } from "#client/features/quote-editor/editor-types.ts";
import type { Quote } from "#contracts/quotes.ts";

// The Audio tab (voices, recorder, upload) loads when the tab is first shown.
const EditorAudioPanel = lazy(() => import("./editor-audio-panel.tsx"));

const renderAudioPanel = (props: AudioPanelProps) => <EditorAudioPanel {...props} />;

/** The paths of a quote's own page. */
export function quotePagePaths(quote: Pick<Quote, "id" | "slug" | "url_slug">): string[] {
  return [`/quote/${quote.url_slug}`, `/quote/${quote.slug}`, `/quote/id/${quote.id}`];
}

/**
 * The quote editor for the whole app: who is signed in comes from the session, and a lost session sends
 * the visitor to the login dialog. Routes reach it with `useQuoteEditor()`, anything else with the
 * `openSubmissionForm` window event.
 */
export function QuoteEditorRoot({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  const id = user?.id;
  const role = user?.role;
  const viewer = useMemo(() => (id && role ? { id, role } : null), [id, role]);
  const router = useRouter();
  const navigate = useNavigate();
  // A quote deleted from its own page leaves nothing to show there: go home.
  const leaveDeletedQuotePage = useCallback(
    (quote: Pick<Quote, "id" | "slug" | "url_slug">) => {
      const here = decodeURIComponent(router.state.location.pathname).replace(/\/+$/, "");
      if (quotePagePaths(quote).includes(here)) void navigate({ to: "/" });
    },
    [router, navigate],
  );
  return (
    <QuoteEditorProvider
      viewer={viewer}
      onSignInRequired={() => openAuthModal("login")}
      onQuoteDeleted={leaveDeletedQuotePage}
      audioPanel={renderAudioPanel}
    >
      {children}
    </QuoteEditorProvider>
  );
}
