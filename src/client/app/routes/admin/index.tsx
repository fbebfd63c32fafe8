import { createFileRoute } from "@tanstack/react-router";
import { AdminOverview } from "#client/features/admin-insights/components/admin-overview.tsx";
import { parseOverviewSearch, type OverviewSearch } from "#client/features/admin-insights/overview-search.ts";
import { usePageTitle } from "#client/lib/page-head.tsx";

export const Route = createFileRoute("/admin/")({
  validateSearch: (search: Record<string, unknown>): OverviewSearch => parseOverviewSearch(search),
  component: OverviewTab,
});

function OverviewTab() {
  usePageTitle("Overview · Admin");
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AdminOverview search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />;
}
