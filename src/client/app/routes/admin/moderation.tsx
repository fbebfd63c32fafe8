import { createFileRoute } from "@tanstack/react-router";
import { useAuth } from "#client/features/auth/session/auth-provider.tsx";
import { ModerationView } from "#client/features/moderation/components/moderation-view.tsx";
import { useQuoteEditor } from "#client/features/quote-editor/components/quote-editor-provider.tsx";
import { usePageTitle } from "#client/lib/page-head.tsx";

export const Route = createFileRoute("/admin/moderation")({
  component: ModerationTab,
});

function ModerationTab() {
  usePageTitle("Moderation · Admin");
  const { user } = useAuth();
  const { openEditor } = useQuoteEditor();
  if (!user) return null;
  return <ModerationView adminId={user.id} onEdit={openEditor} />;
}
