import { useMemo, type ReactNode } from "react";
import { openAuthModal } from "#client/features/auth/open-auth-modal.ts";
import { useAuth } from "#client/features/auth/session/auth-provider.tsx";
import { QuoteEditorProvider } from "#client/features/quote-editor/components/quote-editor-provider.tsx";

/**
 * The quote editor for the whole app: who is signed in comes from the session, and a lost session sends
 * the visitor to the login dialog. Routes reach it with `useQuoteEditor()`, anything else with the
 * `openSubmissionForm` window event.
 */
export function QuoteEditorRoot({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const id = user?.id;
  const role = user?.role;
  const viewer = useMemo(() => (id && role ? { id, role } : null), [id, role]);
  return (
    <QuoteEditorProvider viewer={viewer} onSignInRequired={() => openAuthModal("login")}>
      {children}
    </QuoteEditorProvider>
  );
}
