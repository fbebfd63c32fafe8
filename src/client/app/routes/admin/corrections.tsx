import { createFileRoute } from "@tanstack/react-router";
import { searchChoice, searchPage } from "#client/lib/search-values.ts";
import { CorrectionsQueue } from "#client/features/attribution/components/corrections-queue.tsx";
import { CORRECTION_FILTERS, type CorrectionFilter } from "#client/features/attribution/correction-filters.ts";
import { usePageTitle } from "#client/lib/page-head.tsx";

export const Route = createFileRoute("/admin/corrections")({
  validateSearch: (search: Record<string, unknown>): { status?: CorrectionFilter; page?: number } => ({
    status: searchChoice(search.status, CORRECTION_FILTERS),
    page: searchPage(search.page),
  }),
  component: CorrectionsTab,
});

function CorrectionsTab() {
  usePageTitle("Corrections · Admin");
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CorrectionsQueue
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
