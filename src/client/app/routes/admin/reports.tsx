import { createFileRoute } from "@tanstack/react-router";
import { searchChoice, searchPage } from "#client/lib/search-values.ts";
import { ReportQueueView } from "#client/features/reports/components/report-queue-view.tsx";
import { QUEUE_FILTERS, type QueueFilter } from "#client/features/reports/report-filters.ts";
import { usePageTitle } from "#client/lib/page-head.tsx";

export const Route = createFileRoute("/admin/reports")({
  validateSearch: (search: Record<string, unknown>): { status?: QueueFilter; page?: number } => ({
    status: searchChoice(search.status, QUEUE_FILTERS),
    page: searchPage(search.page),
  }),
  component: ReportsTab,
});

function ReportsTab() {
  usePageTitle("Reports · Admin");
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ReportQueueView
      filter={search.status ?? "open"}
      page={search.page ?? 1}
      onChange={({ filter, page }) =>
        void navigate({
          search: { status: filter === "open" ? undefined : filter, page: page > 1 ? page : undefined },
          replace: true,
        })
      }
    />
  );
}
