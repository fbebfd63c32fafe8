import { createFileRoute } from "@tanstack/react-router";
import { useAuth } from "#client/features/auth/session/auth-provider.tsx";
import { DashboardView } from "#client/features/dashboard/components/dashboard-view.tsx";
import { preloadQuoteEditor, useQuoteEditor } from "#client/features/quote-editor/components/quote-editor-provider.tsx";
import { usePageTitle } from "#client/lib/page-head.tsx";
import { RequireSignIn } from "../layout/access-gates.tsx";
import { displayNameOf } from "../layout/nav-links.ts";
import { PageContainer } from "../layout/page.tsx";
import { useViewer } from "../use-viewer.ts";

export const Route = createFileRoute("/dashboard")({
  component: DashboardRoute,
});

function DashboardRoute() {
  return (
    <RequireSignIn what="your dashboard">
      <DashboardPage />
    </RequireSignIn>
  );
}

function DashboardPage() {
  usePageTitle("Dashboard");
  const { user } = useAuth();
  const viewer = useViewer();
  const { openEditor, requestDelete } = useQuoteEditor();
  if (!user || !viewer) return null;
  const firstname = user.user_metadata.firstname || displayNameOf(user);
  return (
    <PageContainer>
      <DashboardView
        viewer={viewer}
        name={firstname}
        email={user.email}
        onSubmitQuote={() => openEditor()}
        onPreloadEditor={preloadQuoteEditor}
        onEdit={openEditor}
        onDelete={requestDelete}
      />
    </PageContainer>
  );
}
