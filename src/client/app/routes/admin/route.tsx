import { createFileRoute, Outlet } from "@tanstack/react-router";
import { AdminTabsNav } from "#client/features/admin/components/admin-tabs-nav.tsx";
import { RequireSignIn } from "../../layout/access-gates.tsx";
import { PageContainer } from "../../layout/page.tsx";

export const Route = createFileRoute("/admin")({
  component: AdminRoute,
});

function AdminRoute() {
  return (
    <RequireSignIn what="the admin area" permission="viewAdminPanel">
      <AdminLayout />
    </RequireSignIn>
  );
}

/** Each tab names the page ("Users · Admin"); a title here would override theirs (parents commit last). */
function AdminLayout() {
  return (
    <PageContainer>
      <div className="mb-6">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Admin</h1>
        <p className="mt-2 text-muted-foreground">
          Run Echoes: moderate, manage members and narration, and follow how quotes are read.
        </p>
      </div>
      <AdminTabsNav />
      <Outlet />
    </PageContainer>
  );
}
