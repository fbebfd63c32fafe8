import { createFileRoute } from "@tanstack/react-router";
import { VerifyAudioFiles } from "#client/features/audio/components/verify-audio-files.tsx";
import { useAuth } from "#client/features/auth/session/auth-provider.tsx";
import { ModerationView } from "#client/features/moderation/components/moderation-view.tsx";
import { useQuoteEditor } from "#client/features/quote-editor/components/quote-editor-provider.tsx";
import { usePageTitle } from "#client/lib/page-head.tsx";
import { RequireSignIn } from "../layout/access-gates.tsx";
import { PageContainer } from "../layout/page.tsx";

export const Route = createFileRoute("/admin")({
  component: AdminRoute,
});

function AdminRoute() {
  return (
    <RequireSignIn what="the admin area" permission="viewAdminPanel">
      <AdminPage />
    </RequireSignIn>
  );
}

function AdminPage() {
  usePageTitle("Admin");
  const { user } = useAuth();
  const { openEditor } = useQuoteEditor();
  if (!user) return null;
  return (
    <PageContainer>
      <ModerationView adminId={user.id} onEdit={openEditor} />
      <div className="mt-10">
        <VerifyAudioFiles />
      </div>
    </PageContainer>
  );
}
