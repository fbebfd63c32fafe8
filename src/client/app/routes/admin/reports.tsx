import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { searchSchema } from "#client/app/search-schema.ts";
import { ReportQueueView } from "#client/features/reports/components/report-queue-view.tsx";
import { QUEUE_FILTERS } from "#client/features/reports/report-queue.ts";
import { usePageTitle } from "#client/lib/page-head.tsx";

const ReportsSearchSchema = searchSchema(() =>
  z.object({
    status: z.enum(QUEUE_FILTERS).optional().catch(undefined),
    page: z.coerce.number().int().min(1).max(50_000).optional().catch(undefined),
  }),
);

export const Route = createFileRoute("/admin/reports")({
  validateSearch: ReportsSearchSchema,
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
