import { lazy, Suspense } from "react";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "#client/lib/toast.ts";
import type { AccountDeleted } from "#contracts/account.ts";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { useAuth } from "#client/features/auth/session/auth-provider.tsx";
import { DashboardView } from "#client/features/dashboard/components/dashboard-view.tsx";
import { parseDashboardTab, type DashboardTab } from "#client/features/dashboard/dashboard-tabs.ts";
import { preloadQuoteEditor, useQuoteEditor } from "#client/features/quote-editor/components/quote-editor-provider.tsx";
import { clearStoredSession } from "#client/lib/auth-storage.ts";
import { usePageTitle } from "#client/lib/page-head.tsx";
import { RequireSignIn } from "../layout/access-gates.tsx";
import { displayNameOf } from "../layout/nav-links.ts";
import { PageContainer } from "../layout/page.tsx";
import { useViewer } from "../use-viewer.ts";

export const Route = createFileRoute("/dashboard")({
  validateSearch: (search: Record<string, unknown>): { tab?: DashboardTab } => {
    const tab = parseDashboardTab(search.tab);
    return tab === "submissions" ? {} : { tab };
  },
  component: DashboardRoute,
});

// The Lists tab (its editor and drag-and-drop) loads when it is first shown.
const ListsManager = lazy(() => import("#client/features/lists/components/lists-manager.tsx"));
// So does the Notifications tab.
const NotificationsPanel = lazy(() => import("#client/features/notifications/components/notifications-panel.tsx"));
// So does the Account tab (its forms and dialog).
const AccountSettings = lazy(() =>
  import("#client/features/auth/components/account/account-settings.tsx").then((m) => ({ default: m.AccountSettings })),
);

// So does the morning e-mail's card, at the top of the Account tab.
const MorningMailCard = lazy(() => import("#client/features/daily-mail/components/morning-mail-card.tsx"));

function DashboardRoute() {
  return (
    <RequireSignIn what="your dashboard">
      <DashboardPage />
    </RequireSignIn>
  );
}

function DashboardPage() {
  usePageTitle("Dashboard");
  const { user, clearSession } = useAuth();
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const goHome = useNavigate();
  const { openEditor, requestDelete } = useQuoteEditor();
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  // The account and its sessions are gone. The stored token goes first, so that the home page's requests are
  // anonymous (a dead token would answer 401s); the signed-in user goes after the move home, so that this signed-in
  // page does not ask to sign in on the way out. Nothing is left to sign out of on the server.
  const onAccountDeleted = async (answer: AccountDeleted) => {
    clearStoredSession();
    await goHome({ to: "/" });
    clearSession();
    void queryClient.invalidateQueries();
    toast.success("Account deleted", { description: `${answer.message}. Thank you for being part of Echoes.` });
  };
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
        tab={tab ?? "submissions"}
        listsPanel={
          tab === "lists" ? (
            <Suspense fallback={<Skeleton className="h-40" />}>
              <ListsManager userId={viewer.id} />
            </Suspense>
          ) : null
        }
        notificationsPanel={
          tab === "notifications" ? (
            <Suspense fallback={<Skeleton className="h-40" />}>
              <NotificationsPanel userId={viewer.id} />
            </Suspense>
          ) : null
        }
        accountPanel={
          tab === "account" ? (
            <div className="grid max-w-2xl gap-6">
              <Suspense fallback={<Skeleton className="h-72" />}>
                <MorningMailCard userId={viewer.id} />
              </Suspense>
              <Suspense fallback={<Skeleton className="h-40" />}>
                <AccountSettings onDeleted={(answer) => void onAccountDeleted(answer)} />
              </Suspense>
            </div>
          ) : null
        }
        onTabChange={(next) => void navigate({ search: next === "submissions" ? {} : { tab: next }, replace: true })}
      />
    </PageContainer>
  );
}
