import { useEffect } from "react";
import { createFileRoute, Outlet, useNavigate, useRouterState } from "@tanstack/react-router";
import { can } from "#contracts/permissions.ts";
import { adminTabOf, adminTabsFor, type AdminTab } from "#client/features/admin/admin-tabs.ts";
import { AdminTabsNav } from "#client/features/admin/components/admin-tabs-nav.tsx";
import { useAuth } from "#client/features/auth/session/auth-provider.tsx";
import { AdminsOnly, RequireSignIn } from "../../layout/access-gates.tsx";
import { PageContainer } from "../../layout/page.tsx";

export const Route = createFileRoute("/admin")({
  component: AdminRoute,
});

function AdminRoute() {
  return (
    <RequireSignIn what="the admin area">
      <AdminArea />
    </RequireSignIn>
  );
}

/**
 * Admins open every tab; a Curator (docs/product/attribution.md) only Corrections, where /admin takes them. Any
 * other tab refuses them as it refuses members (the server refuses its calls too).
 */
function AdminArea() {
  const { user } = useAuth();
  // The page the outlet shows: during a navigation the address changes before the next page has loaded, and the
  // outlet keeps the previous page meanwhile.
  const pathname = useRouterState({
    select: (state) => state.matches[state.matches.length - 1]?.pathname ?? state.location.pathname,
  });
  const role = user?.role ?? null;
  const tabs = adminTabsFor(role);
  const first = tabs[0];
  if (!first) return <AdminsOnly />;
  const tab = adminTabOf(pathname);
  if (tab && !can(role, tab.permission)) {
    return tab.to === "/admin" ? <GoTo to={first.to} /> : <AdminsOnly />;
  }
  return <AdminLayout tabs={tabs} admin={can(role, "viewAdminPanel")} />;
}

/** Replaces the address with the first tab the viewer may open. */
function GoTo({ to }: { to: AdminTab["to"] }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate({ to, replace: true });
  }, [navigate, to]);
  return null;
}

/** Each tab names the page ("Users · Admin"); a title here would override theirs (parents commit last). */
function AdminLayout({ tabs, admin }: { tabs: AdminTab[]; admin: boolean }) {
  return (
    <PageContainer>
      <div className="mb-6">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Admin</h1>
        <p className="mt-2 text-muted-foreground">
          {admin
            ? "Run Echoes: moderate, manage members and narration, and follow how quotes are read."
            : "Curate attribution: review the corrections members suggest."}
        </p>
      </div>
      <AdminTabsNav tabs={tabs} />
      <Outlet />
    </PageContainer>
  );
}
