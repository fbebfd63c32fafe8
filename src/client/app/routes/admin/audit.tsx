import { createFileRoute } from "@tanstack/react-router";
import { searchPage } from "#client/lib/search-values.ts";
import { AuditLogView } from "#client/features/admin-audit/components/audit-log-view.tsx";
import { usePageTitle } from "#client/lib/page-head.tsx";

export const Route = createFileRoute("/admin/audit")({
  validateSearch: (search: Record<string, unknown>): { page?: number } => ({ page: searchPage(search.page) }),
  component: AuditTab,
});

function AuditTab() {
  usePageTitle("Audit log · Admin");
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AuditLogView
      page={search.page ?? 1}
      onPage={(page) => void navigate({ search: { page: page > 1 ? page : undefined }, replace: true })}
    />
  );
}
